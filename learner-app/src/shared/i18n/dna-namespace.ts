/**
 * The `dna` namespace: strings of the Leadership DNA pages (issue 11). They are not in the first chunk:
 * importing this module (only the lazy DNA pages do) adds them to i18next for every locale. `useDnaT()` is
 * that namespace's `t`.
 */
import { useTranslation } from 'react-i18next';
import { addNamespace } from './i18n';
import type { Locale } from './language';
import { enUSDna } from './locales/dna/en-us';
import type { DnaCatalogue } from './locales/dna/en-us';
import { thTHDna } from './locales/dna/th-th';
import { zhCNDna } from './locales/dna/zh-cn';
import { zhTWDna } from './locales/dna/zh-tw';

export const DNA_NS = 'dna';

export const DNA_CATALOGUES: Readonly<Record<Locale, DnaCatalogue>> = {
  zh_CN: zhCNDna,
  en_US: enUSDna,
  zh_TW: zhTWDna,
  th_TH: thTHDna,
};

addNamespace(DNA_NS, DNA_CATALOGUES);

export function useDnaT() {
  return useTranslation(DNA_NS).t;
}
