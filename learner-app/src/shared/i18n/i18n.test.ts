import { describe, expect, it } from 'vitest';
import { getLocale, i18n, setLocale } from './i18n';
import { LOCALE_STORAGE_KEY } from './language';
import { enUS } from './locales/en-us';
import { thTH } from './locales/th-th';
import { zhCN } from './locales/zh-cn';
import { zhTW } from './locales/zh-tw';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const english = flatten(enUS);

describe('every locale is complete and really translated', () => {
  it.each([
    ['th_TH', thTH, /[\u0E00-\u0E7F]/u],
    ['zh_CN', zhCN, /\p{Script=Han}/u],
    ['zh_TW', zhTW, /\p{Script=Han}/u],
  ])('%s has every English key, and each text is written in its own script', (_locale, catalogue, script) => {
    const translated = flatten(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(script.test(text), `${key}: ${text}`).toBe(true);
    }
  });

  it('Simplified and Traditional Chinese are different catalogues', () => {
    expect(zhCN.login.userName).not.toBe(zhTW.login.userName);
    expect(zhCN.privacy.title).not.toBe(zhTW.privacy.title);
  });

  it('keeps the same interpolation variables in every locale', () => {
    for (const catalogue of [thTH, zhCN, zhTW]) {
      expect(catalogue.login.resendIn).toContain('{{seconds}}');
    }
  });
});

describe('the default and fallback locale is th_TH', () => {
  it('starts in Thai', () => {
    expect(getLocale()).toBe('th_TH');
    expect(i18n.t('login.submit')).toBe('เข้าสู่ระบบ');
  });
});

describe('<html lang> and the stored locale follow a language change', () => {
  it.each([
    ['en_US', 'en'],
    ['zh_CN', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
    ['th_TH', 'th'],
  ] as const)('%s sets lang="%s"', (locale, lang) => {
    setLocale(locale);
    expect(document.documentElement.lang).toBe(lang);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe(locale);
    expect(getLocale()).toBe(locale);
  });
});
