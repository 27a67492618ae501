/**
 * The `?lang=` query (zh, en, tw, th) on any route (spec §2). Unknown values
 * are ignored. A value is applied when it appears or changes in the address,
 * so a later language choice is not undone while the query stays there. On an
 * answer page it asks first, as the language menu does (changing leaves for /home).
 */
import { useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { languageChangeFor } from '../shared/language/language-change';
import { setLocale } from '../shared/i18n/i18n';
import { localeFromQuery } from '../shared/i18n/language';
import type { Locale } from '../shared/i18n/language';
import { useLocale } from '../shared/i18n/use-locale';
import { HOME_PATH } from '../shared/routing/paths';
import { useReplaceQuery } from '../shared/routing/use-replace-query';

function useQueryLocale(): Locale | undefined {
  return localeFromQuery(new URLSearchParams(useSearch()).get('lang'));
}

export interface LangQuery {
  /** The language the address asks for on an answer page, until the learner confirms or cancels. */
  readonly pending: Locale | undefined;
  /** Go to /home in the asked language. */
  readonly confirm: () => void;
  /** Stay in the current language: the query leaves the address. */
  readonly cancel: () => void;
}

/**
 * Switches the locale to the one the query names. A layout effect, so the
 * page is re-rendered in the new language before the browser paints.
 */
export function useLangQuery(): LangQuery {
  const queryLocale = useQueryLocale();
  const current = useLocale();
  const [location, navigate] = useLocation();
  const replaceQuery = useReplaceQuery();
  const search = useSearch();
  const asks = queryLocale !== undefined && queryLocale !== current && languageChangeFor(location) === 'confirm-then-home';
  // A new query value is a request: remembered while rendering, so the question shows in the same paint.
  const [seen, setSeen] = useState<Locale>();
  const [pending, setPending] = useState<Locale>();
  if (queryLocale !== seen) {
    setSeen(queryLocale);
    setPending(asks ? queryLocale : undefined);
  }
  useLayoutEffect(() => {
    if (queryLocale !== undefined && !asks) setLocale(queryLocale);
    // Only a new query value is a request; the locale and the page it was made on are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryLocale]);
  return {
    pending,
    confirm: () => {
      setPending(undefined);
      if (pending === undefined) return;
      navigate(HOME_PATH);
      setLocale(pending);
    },
    cancel: () => {
      setPending(undefined);
      const query = new URLSearchParams(search);
      query.delete('lang');
      replaceQuery(query);
    },
  };
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
