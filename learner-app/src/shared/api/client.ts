/**
 * The main-service client (spec §7): JSON over `fetch` with credentials,
 * a 30 s timeout and the `lang` query parameter. Envelope rules: code 0
 * resolves with `data`; code 106 runs the remote-login handler, then rejects;
 * code 503 (system upgrade) tells the upgrade handlers the expected end,
 * then rejects; anything else rejects with an `ApiError`. The first success
 * after an upgrade tells the handlers it is over (`null`).
 *
 * Resolved data is `unknown`: each resource module (`features/<x>/api/`)
 * checks the shape it relies on.
 */
import { ApiError, CLIENT_ERROR_CODES, REMOTE_LOGIN_CODE, SYSTEM_UPGRADE_CODE } from './api-error';
import { apiLanguageOf } from '../i18n/language';
import type { ApiLanguage } from '../i18n/language';
import { getLocale, i18n } from '../i18n/i18n';
import { createServerClock } from '../time/server-clock';

export const REQUEST_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query parameters; `null` and `undefined` values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** JSON body. */
  readonly body?: unknown;
  /** Lets the caller cancel; a cancelled call rejects with code `aborted`. */
  readonly signal?: AbortSignal;
  /** Lets the request outlive the page (`fetch(..., { keepalive: true })`), for a last send when the page is hidden. */
  readonly keepalive?: boolean;
}

export type ClientMessage = 'network' | 'timeout' | 'invalidResponse' | 'sessionExpired' | 'aborted';

export type RemoteLoginHandler = (error: ApiError) => void;

/** Told the expected end of a system upgrade (ISO 8601), or `null` once calls succeed again. */
export type SystemUpgradeHandler = (until: string | null) => void;

export interface ApiClientOptions {
  /** The `fetch` to use; injected by tests. */
  readonly fetch?: typeof globalThis.fetch;
  /** Prefix for every path; empty means the page's own origin. */
  readonly baseUrl?: string;
  readonly timeoutMs?: number;
  /** The API language of the current locale. */
  readonly language?: () => ApiLanguage;
  /** Text for failures the client itself detects, in the current language. */
  readonly translate?: (message: ClientMessage) => string;
  /** The device's clock in milliseconds; injected by tests. */
  readonly deviceNow?: () => number;
}

export interface ApiClient {
  request(method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown>;
  get(path: string, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  post(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  put(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  patch(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  delete(path: string, options?: Omit<RequestOptions, 'body'>): Promise<unknown>;
  /** Registers the code-106 handler; returns a function that unregisters it. */
  onRemoteLogin(handler: RemoteLoginHandler): () => void;
  /** Registers a system-upgrade handler; returns a function that unregisters it. */
  onSystemUpgrade(handler: SystemUpgradeHandler): () => void;
  /** Now on the server's clock, as its answers' `Date` headers tell it (decision 0108): what dates are told against. */
  now(): Date;
}

interface Envelope {
  readonly code: number;
  readonly message: string;
  readonly data: unknown;
}

function toEnvelope(body: unknown): Envelope | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.code !== 'number') return undefined;
  return {
    code: record.code,
    message: typeof record.message === 'string' ? record.message : '',
    data: record.data ?? null,
  };
}

function buildUrl(baseUrl: string, path: string, query: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const separator = path.includes('?') ? '&' : '?';
  return `${baseUrl}${path}${separator}${params.toString()}`;
}

/** The `until` of a code-503 envelope; an upgrade without a readable time still counts (empty string). */
function upgradeUntilOf(data: unknown): string {
  const until = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).until : undefined;
  return typeof until === 'string' && !Number.isNaN(Date.parse(until)) ? until : '';
}

const defaultTranslate = (message: ClientMessage): string => i18n.t(`api.${message}`);

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const language = options.language ?? (() => apiLanguageOf(getLocale()));
  const translate = options.translate ?? defaultTranslate;
  const remoteLoginHandlers = new Set<RemoteLoginHandler>();
  const upgradeHandlers = new Set<SystemUpgradeHandler>();
  const deviceNow = options.deviceNow ?? (() => Date.now());
  const serverClock = createServerClock(deviceNow);
  let upgradeUntil: string | null = null;
  const reportUpgrade = (until: string | null) => {
    if (until === upgradeUntil) return;
    upgradeUntil = until;
    for (const handler of [...upgradeHandlers]) handler(until);
  };

  async function request(method: HttpMethod, path: string, requestOptions: RequestOptions = {}): Promise<unknown> {
    const { query = {}, body, signal, keepalive } = requestOptions;
    if (signal?.aborted) throw new ApiError(CLIENT_ERROR_CODES.aborted, translate('aborted'));

    const controller = new AbortController();
    const timeout = new DOMException('The request timed out.', 'TimeoutError');
    const timer = setTimeout(() => {
      controller.abort(timeout);
    }, timeoutMs);
    const abortFromCaller = () => {
      controller.abort();
    };
    signal?.addEventListener('abort', abortFromCaller, { once: true });

    const headers: Record<string, string> = { Accept: 'application/json' };
    const init: RequestInit = { method, credentials: 'include', headers, signal: controller.signal };
    if (keepalive === true) init.keepalive = true;
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let parsed: unknown;
    try {
      const sentAt = deviceNow();
      const response = await doFetch(buildUrl(baseUrl, path, { ...query, lang: language() }), init);
      serverClock.note(response.headers.get('date'), sentAt, deviceNow());
      const text = await response.text();
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, translate('invalidResponse'));
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (controller.signal.reason === timeout) throw new ApiError(CLIENT_ERROR_CODES.timeout, translate('timeout'));
      if (controller.signal.aborted) throw new ApiError(CLIENT_ERROR_CODES.aborted, translate('aborted'));
      throw new ApiError(CLIENT_ERROR_CODES.network, translate('network'));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }

    const envelope = toEnvelope(parsed);
    if (!envelope) throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, translate('invalidResponse'), parsed);
    if (envelope.code === 0) {
      reportUpgrade(null);
      return envelope.data;
    }

    const error = new ApiError(
      envelope.code,
      envelope.message || translate(envelope.code === REMOTE_LOGIN_CODE ? 'sessionExpired' : 'invalidResponse'),
      envelope.data,
    );
    if (envelope.code === REMOTE_LOGIN_CODE) {
      for (const handler of [...remoteLoginHandlers]) handler(error);
    }
    if (envelope.code === SYSTEM_UPGRADE_CODE) reportUpgrade(upgradeUntilOf(envelope.data));
    throw error;
  }

  return {
    request,
    get: (path, getOptions) => request('GET', path, getOptions),
    post: (path, body, postOptions) => request('POST', path, { ...postOptions, body }),
    put: (path, body, putOptions) => request('PUT', path, { ...putOptions, body }),
    patch: (path, body, patchOptions) => request('PATCH', path, { ...patchOptions, body }),
    delete: (path, deleteOptions) => request('DELETE', path, deleteOptions),
    onRemoteLogin(handler) {
      remoteLoginHandlers.add(handler);
      return () => {
        remoteLoginHandlers.delete(handler);
      };
    },
    now: () => serverClock.now(),
    onSystemUpgrade(handler) {
      upgradeHandlers.add(handler);
      if (upgradeUntil !== null) handler(upgradeUntil);
      return () => {
        upgradeHandlers.delete(handler);
      };
    },
  };
}

/** The client the app uses; tests give components their own via `ApiClientProvider`. */
export const apiClient: ApiClient = createApiClient();
