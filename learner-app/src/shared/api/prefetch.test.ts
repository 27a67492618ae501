import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n';
import type { ApiClient } from './client';
import { fromQuery, prefetchable } from './prefetch';

/** A client stand-in: `prefetchable` only hands it to `load`, which counts the requests. */
const client = {} as ApiClient;
const otherClient = {} as ApiClient;

function counted() {
  let asked = 0;
  const load = vi.fn(() => Promise.resolve(`answer ${++asked}`));
  return { request: prefetchable(load), load };
}

describe('a page request started ahead of the page is taken once, by the same client in the same locale', () => {
  it('the page takes the answer started early instead of asking again', async () => {
    const { request, load } = counted();
    request.start(client);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await request.take(client)).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starting again while an answer waits asks nothing more', async () => {
    const { request, load } = counted();
    request.start(client);
    request.start(client);
    expect(await request.take(client)).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an answer is taken once: taking again (a retry, a later visit) asks afresh', async () => {
    const { request, load } = counted();
    request.start(client);
    await request.take(client);
    expect(await request.take(client)).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with nothing started, taking asks', async () => {
    const { request, load } = counted();
    expect(await request.take(client)).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an answer asked in another language is not shown: the page asks again in its own', async () => {
    const { request } = counted();
    request.start(client);
    setLocale('en_US');
    expect(await request.take(client)).toBe('answer 2');
  });

  it('an answer asked by another client is not shown', async () => {
    const { request } = counted();
    request.start(otherClient);
    expect(await request.take(client)).toBe('answer 2');
  });

  it('a dropped answer (the route closed before its page took it) is never shown', async () => {
    const { request } = counted();
    const drop = request.start(client);
    drop();
    expect(await request.take(client)).toBe('answer 2');
  });

  it('a route that closes drops only its own start: what the next route started for its page stays', async () => {
    const { request, load } = counted();
    const dropFirst = request.start(client);
    request.start(client);
    dropFirst();
    expect(await request.take(client)).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an answer is taken only for the arguments it was asked for (a course page takes only its own course)', async () => {
    let asked = 0;
    const load = vi.fn((_client: ApiClient, id: number) => Promise.resolve(`course ${String(id)}, answer ${String(++asked)}`));
    const request = prefetchable(load);
    request.start(client, 7);
    expect(await request.take(client, 8)).toBe('course 8, answer 2');
    request.start(client, 7);
    expect(await request.take(client, 7)).toBe('course 7, answer 3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('a request that fails early fails for the page that takes it, and nothing goes unhandled before', async () => {
    const failure = new Error('network');
    const request = prefetchable(() => Promise.reject(failure));
    request.start(client);
    // A rejection nobody listens to would fail the run (vitest reports unhandled rejections).
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(request.take(client)).rejects.toBe(failure);
  });
});

describe('a route starts its page’s requests from its query', () => {
  it('with the arguments the query names, and nothing when it does not name them', async () => {
    const load = vi.fn((_client: ApiClient, id: number) => Promise.resolve(id));
    const request = prefetchable(load);
    const fromRoute = fromQuery(request, (search): [number] | undefined => (search.has('id') ? [Number(search.get('id'))] : undefined));
    fromRoute.start(client, new URLSearchParams(''));
    expect(load).not.toHaveBeenCalled();
    fromRoute.start(client, new URLSearchParams('id=7'));
    expect(load).toHaveBeenCalledWith(client, 7);
    expect(await request.take(client, 7)).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
