import { describe, expect, it } from 'vitest';
import { ACCOUNT_CATALOGUES, ACCOUNT_NS } from './account-namespace';
import { ASSESSMENT_CATALOGUES, ASSESSMENT_NS } from './assessment-namespace';
import { CERTIFICATE_CATALOGUES, CERTIFICATE_NS } from './certificate-namespace';
import { DNA_CATALOGUES, DNA_NS } from './dna-namespace';
import { i18n, setLocale } from './i18n';
import { PRIVACY_CATALOGUES, PRIVACY_NS } from './privacy-namespace';
import { SIGNED_IN_CATALOGUES } from './signed-in-strings';

type Tree = { readonly [key: string]: string | Tree };
type Catalogues = Record<'en_US' | 'th_TH' | 'zh_CN' | 'zh_TW', Tree>;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Each namespace loaded with its pages: its catalogues, and a check that i18next has it (keys read in zh_TW and en_US). */
const namespaces: [string, Catalogues, () => void][] = [
  [
    'the assessment namespace (loaded with the issue-10 pages)',
    ASSESSMENT_CATALOGUES,
    () => {
      setLocale('zh_TW');
      expect(i18n.t('assessment.connection.saved', { ns: ASSESSMENT_NS })).toBe('已儲存');
      setLocale('en_US');
      expect(i18n.t('report.grades.veryExcellent', { ns: ASSESSMENT_NS })).toBe('Very excellent');
    },
  ],
  [
    'the dna namespace (loaded with the Leadership DNA pages)',
    DNA_CATALOGUES,
    () => {
      setLocale('zh_TW');
      expect(i18n.t('answer.connection.saved', { ns: DNA_NS })).toBe('已儲存');
      setLocale('en_US');
      expect(i18n.t('expired.body', { ns: DNA_NS })).toBe('Not finished in time — no report was made. Please take the survey again.');
    },
  ],
  [
    'the signed-in pages’ strings (added to the translation namespace with the pages behind the login)',
    SIGNED_IN_CATALOGUES,
    () => {
      setLocale('zh_TW');
      expect(i18n.t('header.userMenu')).toBe('帳戶');
      setLocale('en_US');
      expect(i18n.t('header.userMenu')).toBe('Account');
      expect(i18n.t('login.submit'), 'the first load’s strings stay').toBe('Log in');
    },
  ],
  [
    'the certificate namespace (loaded with the certificate pages)',
    CERTIFICATE_CATALOGUES,
    () => {
      setLocale('zh_TW');
      expect(i18n.t('certificate.kind', { ns: CERTIFICATE_NS })).toBe('結業證書');
      setLocale('en_US');
      expect(i18n.t('verify.validText', { ns: CERTIFICATE_NS, name: 'A', course: 'B', date: 'C' })).toBe('A completed B on C.');
    },
  ],
  [
    'the account namespace (loaded with the "Set a password" page)',
    ACCOUNT_CATALOGUES,
    () => {
      setLocale('zh_TW');
      expect(i18n.t('setPassword.title', { ns: ACCOUNT_NS })).toBe('設定密碼');
      setLocale('en_US');
      expect(i18n.t('setPassword.errors.mismatch', { ns: ACCOUNT_NS })).toBe('The two passwords are not the same');
      expect(i18n.t('resetPassword.done', { ns: ACCOUNT_NS, userName: 'alice' })).toBe('Your password is reset. Log in as alice with your new password.');
    },
  ],
  [
    'the privacy namespace (loaded when the login’s policy dialog first opens)',
    PRIVACY_CATALOGUES,
    () => {
      setLocale('zh_TW');
      expect(i18n.t('shareTitle', { ns: PRIVACY_NS })).toBe('誰可以檢視資料');
      setLocale('en_US');
      expect(i18n.t('rightsTitle', { ns: PRIVACY_NS })).toBe('Your rights');
    },
  ],
];

describe.each(namespaces)('%s is complete and really translated in every locale', (_name, catalogues, expectRegistered) => {
  const english = flatten(catalogues.en_US);

  it.each([
    ['th_TH', catalogues.th_TH, /[\u0E00-\u0E7F]/u],
    ['zh_CN', catalogues.zh_CN, /\p{Script=Han}/u],
    ['zh_TW', catalogues.zh_TW, /\p{Script=Han}/u],
  ])('%s has every English key in its own script, with the same variables', (_locale, catalogue, script) => {
    const translated = flatten(catalogue);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of translated) {
      expect(script.test(text), `${key}: ${text}`).toBe(true);
      expect(variables(text), key).toEqual(variables(english.get(key) ?? ''));
    }
  });

  it('is registered with i18next: its keys read in Traditional Chinese and in English', () => expectRegistered());
});
