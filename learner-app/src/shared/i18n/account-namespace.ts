/**
 * The `account` namespace: strings of the password pages (set or change at `/password`, reset at `/resetPassword`).
 * They are not in the first chunk: importing this module (only those lazy pages do) adds them to i18next for every
 * locale. `useAccountT()` is that namespace's `t`.
 */
import { useTranslation } from 'react-i18next';
import { addNamespace } from './i18n';
import type { Locale } from './language';
import { enUSAccount } from './locales/account/en-us';
import type { AccountCatalogue } from './locales/account/en-us';
import { thTHAccount } from './locales/account/th-th';
import { zhCNAccount } from './locales/account/zh-cn';
import { zhTWAccount } from './locales/account/zh-tw';

export const ACCOUNT_NS = 'account';

export const ACCOUNT_CATALOGUES: Readonly<Record<Locale, AccountCatalogue>> = {
  zh_CN: zhCNAccount,
  en_US: enUSAccount,
  zh_TW: zhTWAccount,
  th_TH: thTHAccount,
};

addNamespace(ACCOUNT_NS, ACCOUNT_CATALOGUES);

export function useAccountT() {
  return useTranslation(ACCOUNT_NS).t;
}
