import { describe, expect, it } from 'vitest';
import { DNA_CATALOGUES, DNA_NS } from './dna-namespace';
import { i18n, setLocale } from './i18n';

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

const english = flatten(DNA_CATALOGUES.en_US);
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the dna namespace (loaded with the Leadership DNA pages) is complete and really translated in every locale', () => {
  it.each([
    ['th_TH', DNA_CATALOGUES.th_TH, /[\u0E00-\u0E7F]/u],
    ['zh_CN', DNA_CATALOGUES.zh_CN, /\p{Script=Han}/u],
    ['zh_TW', DNA_CATALOGUES.zh_TW, /\p{Script=Han}/u],
  ])('%s has every English key in its own script, with the same variables', (_locale, catalogue, script) => {
    const translated = flatten(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(script.test(text), `${key}: ${text}`).toBe(true);
      expect(variables(text), key).toEqual(variables(english.get(key) ?? ''));
    }
  });

  it('is registered with i18next for the four locales', () => {
    setLocale('zh_TW');
    expect(i18n.t('answer.connection.saved', { ns: DNA_NS })).toBe('已儲存');
    setLocale('en_US');
    expect(i18n.t('expired.body', { ns: DNA_NS })).toBe('Not finished in time — no report was made. Please take the survey again.');
  });
});
