/**
 * Every language mapping of the spec (§3) in one place: the four locales and
 * the codes each of them goes by in queries, image names, API calls, URL
 * suffixes, the heartbeat's app version and `<html lang>`.
 */
import { readStored, writeStored } from '../storage/local-storage';

export const LOCALES = ['zh_CN', 'en_US', 'zh_TW', 'th_TH'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'th_TH';

/** localStorage key holding the chosen locale. */
export const LOCALE_STORAGE_KEY = 'locale';

export type QueryCode = 'zh' | 'en' | 'tw' | 'th';
export type ImageLanguage = 'cn' | 'en' | 'tw' | 'th';
export type ApiLanguage = 'CN' | 'EN' | 'TW' | 'TH';
export type UrlSuffix = '' | 'EN' | 'TW' | 'TH';
export type AppVersionSuffix = 'zh' | 'en' | 'tw' | 'th';
export type HtmlLang = 'zh-CN' | 'en' | 'zh-TW' | 'th';

export interface LocaleCodes {
  /** Value of the `?lang=` query parameter. */
  readonly query: QueryCode;
  /** Language part of localised image names. */
  readonly image: ImageLanguage;
  /** `lang` parameter sent to the main service. */
  readonly api: ApiLanguage;
  /** Suffix appended to language-adjusted service paths (none for Chinese). */
  readonly urlSuffix: UrlSuffix;
  /** Suffix appended to the app version in the heartbeat. */
  readonly appVersionSuffix: AppVersionSuffix;
  /** BCP 47 tag for `<html lang>`. */
  readonly htmlLang: HtmlLang;
}

export const LOCALE_CODES: Readonly<Record<Locale, LocaleCodes>> = {
  zh_CN: { query: 'zh', image: 'cn', api: 'CN', urlSuffix: '', appVersionSuffix: 'zh', htmlLang: 'zh-CN' },
  en_US: { query: 'en', image: 'en', api: 'EN', urlSuffix: 'EN', appVersionSuffix: 'en', htmlLang: 'en' },
  zh_TW: { query: 'tw', image: 'tw', api: 'TW', urlSuffix: 'TW', appVersionSuffix: 'tw', htmlLang: 'zh-TW' },
  th_TH: { query: 'th', image: 'th', api: 'TH', urlSuffix: 'TH', appVersionSuffix: 'th', htmlLang: 'th' },
};

/**
 * Each language in its own name, as language menus show them (not
 * translated: a reader looks for their own language's name).
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  zh_CN: '简体中文',
  en_US: 'English',
  zh_TW: '繁體中文',
  th_TH: 'ไทย',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a `?lang=` value names, or `undefined` for anything else. */
export function localeFromQuery(code: string | null | undefined): Locale | undefined {
  return LOCALES.find((locale) => LOCALE_CODES[locale].query === code);
}

export function queryCodeOf(locale: Locale): QueryCode {
  return LOCALE_CODES[locale].query;
}

export function imageLanguageOf(locale: Locale): ImageLanguage {
  return LOCALE_CODES[locale].image;
}

export function apiLanguageOf(locale: Locale): ApiLanguage {
  return LOCALE_CODES[locale].api;
}

export function urlSuffixOf(locale: Locale): UrlSuffix {
  return LOCALE_CODES[locale].urlSuffix;
}

export function appVersionSuffixOf(locale: Locale): AppVersionSuffix {
  return LOCALE_CODES[locale].appVersionSuffix;
}

export function htmlLangOf(locale: Locale): HtmlLang {
  return LOCALE_CODES[locale].htmlLang;
}

/** The stored locale; a missing or unknown stored value yields the default. */
export function readStoredLocale(): Locale {
  const stored = readStored(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(locale: Locale): void {
  writeStored(LOCALE_STORAGE_KEY, locale);
}
