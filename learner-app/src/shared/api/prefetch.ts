/**
 * A page's first request started ahead of the page's code. A page behind the login is loaded on demand, so
 * without this its data request leaves only once its code has arrived and rendered: one round trip after the
 * other. The route that shows the page starts the request (`start`) while it starts loading the page's code;
 * the page, once mounted, takes that answer (`take`) instead of asking again.
 *
 * Rules, so that nothing stale or foreign is ever shown: an answer is taken at most once; only by the same
 * client, in the locale it was asked in (the API answers in the current language) and for the same arguments
 * (a course page takes only the answer for its own `?id=`); anything else asks afresh. The route drops what it
 * started and its page never took (the function `start` returns) when it goes away, so a later visit asks again;
 * what the next route started meanwhile (the course, from the course page to a unit) stays for the next page.
 */
import { getLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/language';
import type { ApiClient } from './client';

/** One page request that a route can start early and the page then takes; `Args` are what it asks about (a course id). */
export interface Prefetchable<T, Args extends readonly unknown[] = []> {
  /**
   * Starts the request now unless one started earlier (same client, locale and arguments) is still waiting to be
   * taken. Returns the drop: it forgets that answer if nobody has taken it and nothing was started after it.
   */
  readonly start: (client: ApiClient, ...args: Args) => () => void;
  /** The answer started early for this client, locale and arguments (taken: a second call asks afresh), else a new request. */
  readonly take: (client: ApiClient, ...args: Args) => Promise<T>;
}

interface Started<T, Args extends readonly unknown[]> {
  readonly client: ApiClient;
  readonly locale: Locale;
  readonly args: Args;
  readonly answer: Promise<T>;
}

/** Makes a request (`load`) that a route can start ahead of its page; see the module's rules. */
export function prefetchable<T, Args extends readonly unknown[] = []>(
  load: (client: ApiClient, ...args: Args) => Promise<T>,
): Prefetchable<T, Args> {
  let started: Started<T, Args> | undefined;
  const matches = (waiting: Started<T, Args> | undefined, client: ApiClient, args: Args): waiting is Started<T, Args> =>
    waiting?.client === client &&
    waiting.locale === getLocale() &&
    waiting.args.length === args.length &&
    waiting.args.every((arg, index) => arg === args[index]);
  return {
    start(client, ...args) {
      let answer: Promise<T>;
      if (matches(started, client, args)) answer = started.answer;
      else {
        answer = load(client, ...args);
        // Failures reach the page when it takes the answer; until then nobody listens.
        answer.catch(() => undefined);
      }
      // A start of its own even when it shares the answer: an earlier starter's drop no longer reaches it.
      const mine: Started<T, Args> = { client, locale: getLocale(), args, answer };
      started = mine;
      return () => {
        if (started === mine) started = undefined;
      };
    },
    take(client, ...args) {
      const waiting = started;
      started = undefined;
      return matches(waiting, client, args) ? waiting.answer : load(client, ...args);
    },
  };
}

/**
 * What a route starts for its page: `start` reads what the page will ask about from the route's query (nothing is
 * started when the query does not name it: the page then reports the bad link itself).
 */
export interface PageRequest {
  /** Starts the request the query names; returns its drop. */
  readonly start: (client: ApiClient, search: URLSearchParams) => () => void;
}

/** A page request whose arguments come from the route's query (`argsOf` gives undefined when the query lacks them). */
export function fromQuery<T, Args extends readonly unknown[]>(
  request: Prefetchable<T, Args>,
  argsOf: (search: URLSearchParams) => Args | undefined,
): PageRequest {
  return {
    start(client, search) {
      const args = argsOf(search);
      return args === undefined ? () => undefined : request.start(client, ...args);
    },
  };
}
