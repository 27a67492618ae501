import { describe, expect, it } from 'vitest';
import { ASSESSMENT_CATALOGUES, ASSESSMENT_NS } from './assessment-namespace';
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

const english = flatten(ASSESSMENT_CATALOGUES.en_US);
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the assessment namespace (loaded with the issue-10 pages) is complete and really translated in every locale', () => {
  it.each([
    ['th_TH', ASSESSMENT_CATALOGUES.th_TH, /[\u0E00-\u0E7F]/u],
    ['zh_CN', ASSESSMENT_CATALOGUES.zh_CN, /\p{Script=Han}/u],
    ['zh_TW', ASSESSMENT_CATALOGUES.zh_TW, /\p{Script=Han}/u],
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
    expect(i18n.t('assessment.connection.saved', { ns: ASSESSMENT_NS })).toBe('已儲存');
    setLocale('en_US');
    expect(i18n.t('report.grades.veryExcellent', { ns: ASSESSMENT_NS })).toBe('Very excellent');
  });
});
