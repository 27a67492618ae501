/**
 * The `?lang=` query (zh, en, tw, th) on any route (spec §2). Unknown values
 * are ignored. A value is applied when it appears or changes in the address,
 * so a later language choice is not undone while the query stays there.
 */
import { useLayoutEffect } from 'react';
import { useSearch } from 'wouter';
import { setLocale } from '../shared/i18n/i18n';
import { localeFromQuery } from '../shared/i18n/language';
import type { Locale } from '../shared/i18n/language';
import { useLocale } from '../shared/i18n/use-locale';

function useQueryLocale(): Locale | undefined {
  return localeFromQuery(new URLSearchParams(useSearch()).get('lang'));
}

/**
 * Switches the locale to the one the query names. A layout effect, so the
 * page is re-rendered in the new language before the browser paints.
 */
export function useLangQuery(): void {
  const queryLocale = useQueryLocale();
  useLayoutEffect(() => {
    if (queryLocale !== undefined) setLocale(queryLocale);
  }, [queryLocale]);
}

/**
 * The locale the current address asks for: the query's if it names one, else
 * the one in force. Redirects use it, since they can run before the query is
 * applied.
 */
export function useRequestedLocale(): Locale {
  const queryLocale = useQueryLocale();
  const locale = useLocale();
  return queryLocale ?? locale;
}
