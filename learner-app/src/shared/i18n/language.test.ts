import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_STORAGE_KEY,
  apiLanguageOf,
  appVersionSuffixOf,
  htmlLangOf,
  imageLanguageOf,
  localeFromQuery,
  queryCodeOf,
  readStoredLocale,
  storeLocale,
  urlSuffixOf,
} from './language';

describe('the four locales and their codes (spec §3)', () => {
  it.each([
    // locale,  query, image, api,  url suffix, app-version suffix, html lang
    ['zh_CN', 'zh', 'cn', 'CN', '', 'zh', 'zh-CN'],
    ['en_US', 'en', 'en', 'EN', 'EN', 'en', 'en'],
    ['zh_TW', 'tw', 'tw', 'TW', 'TW', 'tw', 'zh-TW'],
    ['th_TH', 'th', 'th', 'TH', 'TH', 'th', 'th'],
  ] as const)('%s maps to query %s, image %s, API %s, URL suffix "%s", app version %s, html lang %s', (locale, query, image, api, suffix, appVersion, htmlLang) => {
    expect(queryCodeOf(locale)).toBe(query);
    expect(imageLanguageOf(locale)).toBe(image);
    expect(apiLanguageOf(locale)).toBe(api);
    expect(urlSuffixOf(locale)).toBe(suffix);
    expect(appVersionSuffixOf(locale)).toBe(appVersion);
    expect(htmlLangOf(locale)).toBe(htmlLang);
    expect(localeFromQuery(query)).toBe(locale);
  });

  it('lists exactly zh_CN, en_US, zh_TW and th_TH, with th_TH the default', () => {
    expect(LOCALES).toEqual(['zh_CN', 'en_US', 'zh_TW', 'th_TH']);
    expect(DEFAULT_LOCALE).toBe('th_TH');
  });

  it.each([null, '', 'fr', 'EN', 'en_US', 'cn'])('a lang query of %j names no locale', (code) => {
    expect(localeFromQuery(code)).toBeUndefined();
  });
});

describe('the stored locale is validated when read', () => {
  it('reads back what was stored under the "locale" key', () => {
    storeLocale('zh_CN');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('zh_CN');
    expect(readStoredLocale()).toBe('zh_CN');
  });

  it('falls back to th_TH when nothing is stored', () => {
    expect(readStoredLocale()).toBe('th_TH');
  });

  it.each(['fr_FR', 'en', '', '"en_US"', '{}'])('falls back to th_TH for the invalid stored value %j', (value) => {
    localStorage.setItem(LOCALE_STORAGE_KEY, value);
    expect(readStoredLocale()).toBe('th_TH');
  });

  it('falls back to th_TH when storage cannot be read at all', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredLocale()).toBe('th_TH');
  });
});
