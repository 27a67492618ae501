/**
 * A hand-written `fetch` for tests, injected into `createApiClient`. Replies
 * are looked up by "METHOD /path" (query ignored); every call is recorded.
 */
import { vi } from 'vitest';

/** `date`: the answer's `Date` header (the server's clock), none when absent. */
export type FakeReply =
  | { readonly status?: number; readonly json: unknown; readonly date?: string }
  | { readonly status?: number; readonly text: string; readonly date?: string }
  | { readonly networkError: true }
  | { readonly hang: true };

export interface RecordedCall {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
  readonly init: RequestInit;
}

export type ReplyTable = Readonly<Record<string, FakeReply | ((call: RecordedCall) => FakeReply)>>;

/** A JSON reply in the main service's envelope. */
export function envelope(code: number, data: unknown = null, message = ''): FakeReply {
  return { json: { code, message, data } };
}

export function createFakeFetch(replies: ReplyTable = {}) {
  const calls: RecordedCall[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = { method, url, body, init };
    calls.push(call);

    const entry = replies[`${method} ${url.pathname}`];
    if (entry === undefined) throw new Error(`fake fetch: no reply for ${method} ${url.pathname}`);
    const reply = typeof entry === 'function' ? entry(call) : entry;

    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if ('hang' in reply) {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => {
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    }
    const text = 'json' in reply ? JSON.stringify(reply.json) : reply.text;
    return new Response(text, { status: reply.status ?? 200, headers: reply.date === undefined ? {} : { date: reply.date } });
  });

  return { fetch, calls };
}
