import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n';
import type { ApiClient } from './client';
import { prefetchable } from './prefetch';

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
    request.start(client);
    request.drop();
    expect(await request.take(client)).toBe('answer 2');
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
