/**
 * The `certificate` namespace: strings of the certificate pages (decision 0095). They are not in the first chunk:
 * importing this module (only those lazy pages do) adds them to i18next for every locale. `useCertificateT()` is
 * that namespace's `t`.
 */
import { useTranslation } from 'react-i18next';
import { addNamespace } from './i18n';
import type { Locale } from './language';
import { enUSCertificate } from './locales/certificate/en-us';
import type { CertificateCatalogue } from './locales/certificate/en-us';
import { thTHCertificate } from './locales/certificate/th-th';
import { zhCNCertificate } from './locales/certificate/zh-cn';
import { zhTWCertificate } from './locales/certificate/zh-tw';

export const CERTIFICATE_NS = 'certificate';

export const CERTIFICATE_CATALOGUES: Readonly<Record<Locale, CertificateCatalogue>> = {
  zh_CN: zhCNCertificate,
  en_US: enUSCertificate,
  zh_TW: zhTWCertificate,
  th_TH: thTHCertificate,
};

addNamespace(CERTIFICATE_NS, CERTIFICATE_CATALOGUES);

export function useCertificateT() {
  return useTranslation(CERTIFICATE_NS).t;
}
