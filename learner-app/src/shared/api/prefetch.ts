/**
 * A page's first request started ahead of the page's code. A page behind the login is loaded on demand, so
 * without this its data request leaves only once its code has arrived and rendered: one round trip after the
 * other. The route that shows the page starts the request (`start`) while it starts loading the page's code;
 * the page, once mounted, takes that answer (`take`) instead of asking again.
 *
 * Rules, so that nothing stale or foreign is ever shown: an answer is taken at most once; only by the same
 * client and in the locale it was asked in (the API answers in the current language); anything else asks
 * afresh. The route drops what its page never took (`drop`) when it goes away, so a later visit asks again.
 */
import { getLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/language';
import type { ApiClient } from './client';

/** One page request that a route can start early and the page then takes. */
export interface Prefetchable<T> {
  /** Starts the request now unless one started earlier (same client and locale) is still waiting to be taken. */
  readonly start: (client: ApiClient) => void;
  /** The answer started early for this client and locale (taken: a second call asks afresh), else a new request. */
  readonly take: (client: ApiClient) => Promise<T>;
  /** Forgets a started request nobody took. */
  readonly drop: () => void;
}

interface Started<T> {
  readonly client: ApiClient;
  readonly locale: Locale;
  readonly answer: Promise<T>;
}

/** Makes a request (`load`) that a route can start ahead of its page; see the module's rules. */
export function prefetchable<T>(load: (client: ApiClient) => Promise<T>): Prefetchable<T> {
  let started: Started<T> | undefined;
  return {
    start(client) {
      const locale = getLocale();
      if (started?.client === client && started.locale === locale) return;
      const answer = load(client);
      // Failures reach the page when it takes the answer; until then nobody listens.
      answer.catch(() => undefined);
      started = { client, locale, answer };
    },
    take(client) {
      const waiting = started;
      started = undefined;
      return waiting?.client === client && waiting.locale === getLocale() ? waiting.answer : load(client);
    },
    drop() {
      started = undefined;
    },
  };
}
