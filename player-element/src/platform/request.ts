/**
 * The one request function of the player's calls to the video platform and to the URLs a page gives its
 * overlays (decision 0034): one timeout, one retry for idempotent GETs, abort by the caller's signal, and
 * one error mapping (`RequestError.kind`). Only `platform/` (and the engines, for media) call `fetch`.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlatformCallDetail } from '../core/events.js';

/** Every call gives up after this long (a `timeout` error). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** An idempotent GET that failed by the network, a timeout or a 5xx answer is tried once more after this pause. */
export const RETRY_DELAY_MS = 500;

/**
 * What went wrong, mapped once for every call: `network` (no answer), `timeout`, `aborted` (the caller's
 * signal: the element left the page or was destroyed), `status` (an HTTP status other than 2xx), `code`
 * (an envelope `{ code, data }` with a code other than 0) and `body` (an answer that does not parse).
 */
export type RequestFailure = NonNullable<PlatformCallDetail['failure']> | 'code';

/** A failed call: its `kind`, the URL, and the HTTP status or envelope code when there is one. */
export class RequestError extends Error {
  constructor(
    readonly kind: RequestFailure,
    readonly url: string,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface RequestOptions {
  /** `GET` (the default) or `POST`. */
  method?: 'GET' | 'POST';
  body?: BodyInit;
  /** `omit` unless told (platform calls never send the page's cookies). */
  credentials?: RequestCredentials;
  keepalive?: boolean;
  /** Aborting it ends the call with an `aborted` error (and cancels the retry). */
  signal?: AbortSignal;
  /** Default `REQUEST_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** Whether a failed call is tried again once; default: only GETs. Logs and calls with a backup path pass `false`. */
  retry?: boolean;
  /** How the answer is read: JSON (the default), text, or not at all. */
  read?: 'json' | 'text' | 'none';
  /** The fetch to use (tests give a stub); default the page's `fetch` at call time. */
  fetchImpl?: typeof fetch;
  /**
   * The element making the call: when the call ends it dispatches `ddi-platform-call` (bubbling, composed),
   * so the page sees every call of the player and its overlays on the `<ddi-player>`.
   */
  from?: EventTarget;
}

const pathOf = (url: string) => {
  try {
    return new URL(url, globalThis.location?.href).pathname;
  } catch {
    return url;
  }
};

const retriable = (error: unknown) =>
  error instanceof RequestError && (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'status' && (error.status ?? 0) >= 500));

/**
 * One call under the policy: resolves to the parsed answer (JSON by default), else rejects with a
 * `RequestError`. A GET (unless `retry: false`) that fails by the network, a timeout or a 5xx is tried
 * once more after `RETRY_DELAY_MS`.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<unknown> {
  const { from, method = 'GET' } = options;
  const retry = options.retry ?? method === 'GET';
  const started = Date.now();
  let attempts = 1;
  let status: number | undefined;
  const observe = (error?: unknown) => {
    if (!from) return;
    const failed = error instanceof RequestError ? error : error === undefined ? undefined : new RequestError('network', url, String(error));
    const detail: PlatformCallDetail = { url, method, ok: !failed, attempts, ms: Date.now() - started };
    if (failed && failed.kind !== 'code') detail.failure = failed.kind;
    const answered = failed ? failed.status : status;
    if (answered !== undefined) detail.status = answered;
    from.dispatchEvent(new CustomEvent('ddi-platform-call', { bubbles: true, composed: true, detail }));
  };
  try {
    let answer: Answer;
    try {
      answer = await attempt(url, options);
    } catch (error) {
      if (!retry || !retriable(error)) throw error;
      await pause(RETRY_DELAY_MS, url, options.signal);
      attempts = 2;
      answer = await attempt(url, options);
    }
    status = answer.status;
    observe();
    return answer.value;
  } catch (error) {
    observe(error);
    throw error;
  }
}

/** One attempt's answer: its HTTP status and what was read from it. */
interface Answer {
  status: number;
  value: unknown;
}

/** The `data` of an envelope `{ code: 0, data }`; another code is a `code` error. */
export function envelopeData(body: unknown, url: string): unknown {
  const envelope = body as { code?: unknown; data?: unknown } | null;
  if (envelope?.code !== 0) throw new RequestError('code', url, `${pathOf(url)} answered code ${String(envelope?.code)}`, Number(envelope?.code));
  return envelope.data;
}

function pause(ms: number, url: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new RequestError('aborted', url, `${pathOf(url)} was aborted`));
    const done = () => {
      clearTimeout(timer);
      reject(new RequestError('aborted', url, `${pathOf(url)} was aborted`));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', done);
      resolve();
    }, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

async function attempt(url: string, options: RequestOptions): Promise<Answer> {
  const { method = 'GET', body, credentials = 'omit', keepalive, signal, timeoutMs = REQUEST_TIMEOUT_MS, read = 'json' } = options;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const path = pathOf(url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const failed = (cause: unknown) =>
    timedOut
      ? new RequestError('timeout', url, `${path} did not answer within ${timeoutMs} ms`)
      : signal?.aborted
        ? new RequestError('aborted', url, `${path} was aborted`)
        : new RequestError('network', url, `${path} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  try {
    if (signal?.aborted) throw failed(undefined);
    let response: Response;
    try {
      response = await fetchImpl(url, { method, body, credentials, keepalive, signal: controller.signal });
    } catch (cause) {
      throw failed(cause);
    }
    if (!response.ok) throw new RequestError('status', url, `${path} answered ${response.status}`, response.status);
    if (read === 'none') return { status: response.status, value: undefined };
    try {
      return { status: response.status, value: read === 'text' ? await response.text() : await response.json() };
    } catch (cause) {
      if (timedOut || signal?.aborted) throw failed(cause);
      throw new RequestError('body', url, `${path} answered something that is not ${read === 'text' ? 'text' : 'JSON'}`);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Whether a failure is only the caller's own abort (nothing to warn about). */
export const isAborted = (error: unknown) => error instanceof RequestError && error.kind === 'aborted';

/**
 * The calls of one element: its `signal` aborts them when the element leaves the page (the player's
 * `destroy()` removes it with its overlays); a reconnected element starts with a fresh signal.
 */
export class RequestScope implements ReactiveController {
  #controller = new AbortController();
  /** The element whose calls these are: `ddi-platform-call` is dispatched from it. */
  readonly from: EventTarget;

  constructor(host: ReactiveControllerHost & EventTarget) {
    this.from = host;
    host.addController(this);
  }

  get signal(): AbortSignal {
    return this.#controller.signal;
  }

  hostConnected(): void {
    if (this.#controller.signal.aborted) this.#controller = new AbortController();
  }

  hostDisconnected(): void {
    this.#controller.abort();
  }
}
