import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale } from './language';
import type { Locale } from './language';

/** The locale in force; components using it re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
