/**
 * The `privacy` namespace: the text of the user privacy policy. Not in the first chunk: importing this module (only
 * the policy's lazy component does, when the login's dialog first opens) adds it to i18next for every locale.
 * `usePrivacyT()` is that namespace's `t`.
 */
import { useTranslation } from 'react-i18next';
import { addNamespace } from './i18n';
import type { Locale } from './language';
import { enUSPrivacy } from './locales/privacy/en-us';
import type { PrivacyCatalogue } from './locales/privacy/en-us';
import { thTHPrivacy } from './locales/privacy/th-th';
import { zhCNPrivacy } from './locales/privacy/zh-cn';
import { zhTWPrivacy } from './locales/privacy/zh-tw';

export const PRIVACY_NS = 'privacy';

export const PRIVACY_CATALOGUES: Readonly<Record<Locale, PrivacyCatalogue>> = {
  zh_CN: zhCNPrivacy,
  en_US: enUSPrivacy,
  zh_TW: zhTWPrivacy,
  th_TH: thTHPrivacy,
};

addNamespace(PRIVACY_NS, PRIVACY_CATALOGUES);

export function usePrivacyT() {
  return useTranslation(PRIVACY_NS).t;
}
