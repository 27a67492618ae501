/**
 * The app's i18next instance. The first load's strings (login, shell, error
 * pages) are bundled, so initialisation and language changes are synchronous;
 * the signed-in pages' strings join the same namespace when those pages load
 * (`signed-in-strings.ts`), the other namespaces likewise. `<html lang>` and
 * the stored locale follow every language change.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, htmlLangOf, isLocale, readStoredLocale, storeLocale } from './language';
import type { Locale } from './language';
import { enUS } from './locales/en-us';
import type { Catalogue, FirstLoadCatalogue } from './locales/en-us';
import type { AccountCatalogue } from './locales/account/en-us';
import type { AssessmentCatalogue } from './locales/assessment/en-us';
import type { CertificateCatalogue } from './locales/certificate/en-us';
import type { DnaCatalogue } from './locales/dna/en-us';
import type { PrivacyCatalogue } from './locales/privacy/en-us';
import { thTH } from './locales/th-th';
import { zhCN } from './locales/zh-cn';
import { zhTW } from './locales/zh-tw';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // `translation` is the first load's strings plus the signed-in pages', which `signed-in-strings.ts` adds.
    // `assessment` is added lazily by `assessment-namespace.ts` (issue 10 pages); only its type is here.
    // `dna` likewise, by `dna-namespace.ts` (issue 11 pages), `account` by `account-namespace.ts`, `certificate`
    // by `certificate-namespace.ts` and `privacy` (the policy's text) by `privacy-namespace.ts`.
    resources: {
      translation: Catalogue;
      assessment: AssessmentCatalogue;
      dna: DnaCatalogue;
      account: AccountCatalogue;
      certificate: CertificateCatalogue;
      privacy: PrivacyCatalogue;
    };
  }
}

const resources: Record<Locale, { translation: FirstLoadCatalogue }> = {
  zh_CN: { translation: zhCN },
  en_US: { translation: enUS },
  zh_TW: { translation: zhTW },
  th_TH: { translation: thTH },
};

export const i18n = i18next.createInstance();

function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOf(isLocale(language) ? language : DEFAULT_LOCALE);
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  load: 'currentOnly',
  defaultNS: 'translation',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/**
 * Adds a lazily loaded namespace (the strings of some pages, kept out of the first chunk) for every locale;
 * its module calls this when a page that needs it loads.
 */
export function addNamespace(ns: string, catalogues: Readonly<Record<Locale, object>>): void {
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    if (!i18n.hasResourceBundle(locale, ns)) i18n.addResourceBundle(locale, ns, catalogue, true, true);
  }
}

/** The locale in force. */
export function getLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Switches the interface language and remembers the choice. */
export function setLocale(locale: Locale): void {
  storeLocale(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  else syncDocumentLanguage(locale);
}
