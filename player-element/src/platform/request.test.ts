// platform/request.ts: the one request policy of the platform and overlay calls (decision 0034): timeout,
// one retry for idempotent GETs, abort, and one error mapping. Real HTTP (the test server, a refused port)
// where a real answer shows the rule; a stub fetch where the timing must be controlled.
import { expect } from '@open-wc/testing';
import { RETRY_DELAY_MS, RequestError, envelopeData, request } from './request.js';

/** A stub fetch answering from a list, one entry per call; `'hang'` never answers until aborted. */
function scripted(...answers: (Response | 'hang' | 'network')[]) {
  const calls: RequestInit[] = [];
  const fetchImpl = ((_input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push(init);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return Promise.resolve(answer.clone());
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const failure = (promise: Promise<unknown>) => promise.then(() => expect.fail('the call should fail'), (error: unknown) => error as RequestError);

describe('platform request policy', () => {
  describe('timeout: a call that does not answer in time fails with kind "timeout"', () => {
    it('aborts the hanging fetch after timeoutMs', async () => {
      const { fetchImpl, calls } = scripted('hang');
      const started = performance.now();
      const error = await failure(request('/vod/slow', { fetchImpl, timeoutMs: 50, retry: false }));
      expect(error).to.be.instanceOf(RequestError);
      expect(error.kind).to.equal('timeout');
      expect(performance.now() - started).to.be.below(2000);
      expect(calls[0]!.signal!.aborted).to.equal(true);
    });
  });

  describe('retry: an idempotent GET is tried once more after a network error, a timeout or a 5xx; nothing else is', () => {
    it('a GET answered 503 then 200 resolves to the second answer, after the retry pause', async () => {
      const { fetchImpl, calls } = scripted(new Response('busy', { status: 503 }), ok({ code: 0 }));
      const started = performance.now();
      expect(await request('/vod/list', { fetchImpl })).to.deep.equal({ code: 0 });
      expect(calls).to.have.length(2);
      expect(performance.now() - started).to.be.at.least(RETRY_DELAY_MS - 5);
    });

    it('a GET whose network fails twice is tried twice, no more', async () => {
      const { fetchImpl, calls } = scripted('network');
      expect((await failure(request('/vod/list', { fetchImpl }))).kind).to.equal('network');
      expect(calls).to.have.length(2);
    });

    it('a 4xx answer, a POST, and a call with retry: false are not retried', async () => {
      const notFound = scripted(new Response('{}', { status: 404 }));
      expect((await failure(request('/vod/list', { fetchImpl: notFound.fetchImpl }))).status).to.equal(404);
      expect(notFound.calls).to.have.length(1);
      const post = scripted(new Response('{}', { status: 500 }));
      await failure(request('/vod/exam/log', { method: 'POST', body: 'a=1', fetchImpl: post.fetchImpl }));
      expect(post.calls).to.have.length(1);
      const log = scripted(new Response('{}', { status: 500 }));
      await failure(request('/vod/ad/log', { retry: false, fetchImpl: log.fetchImpl }));
      expect(log.calls).to.have.length(1);
    });
  });

  describe('abort: the caller\'s signal ends the call (and its retry) with kind "aborted"', () => {
    it('aborting during the fetch rejects at once and aborts the fetch', async () => {
      const { fetchImpl, calls } = scripted('hang');
      const controller = new AbortController();
      const pending = failure(request('/vod/list', { fetchImpl, signal: controller.signal }));
      controller.abort();
      expect((await pending).kind).to.equal('aborted');
      expect(calls).to.have.length(1);
      expect(calls[0]!.signal!.aborted).to.equal(true);
    });

    it('aborting during the retry pause cancels the retry', async () => {
      const { fetchImpl, calls } = scripted(new Response('', { status: 502 }));
      const controller = new AbortController();
      const pending = failure(request('/vod/list', { fetchImpl, signal: controller.signal }));
      await new Promise((resolve) => setTimeout(resolve, 20));
      controller.abort();
      expect((await pending).kind).to.equal('aborted');
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS + 50));
      expect(calls).to.have.length(1);
    });

    it('an already aborted signal sends nothing', async () => {
      const { fetchImpl, calls } = scripted(ok({}));
      const error = await failure(request('/vod/list', { fetchImpl, signal: AbortSignal.abort() }));
      expect(error.kind).to.equal('aborted');
      expect(calls).to.have.length(0);
    });
  });

  describe('error mapping: every failure is a RequestError with one kind', () => {
    it('real HTTP: a 404 of the test server is "status" with the status and the path', async () => {
      const error = await failure(request(`${location.origin}/__no-such-file.json`));
      expect([error.kind, error.status, error.message]).to.deep.equal(['status', 404, '/__no-such-file.json answered 404']);
    });

    it('real HTTP: a refused connection is "network"', async () => {
      const error = await failure(request('http://127.0.0.1:9/x.json', { retry: false }));
      expect(error.kind).to.equal('network');
    });

    it('an answer that is not JSON is "body"; text is read when asked', async () => {
      const { fetchImpl } = scripted(new Response('<html>'));
      expect((await failure(request('/vod/list', { fetchImpl }))).kind).to.equal('body');
      expect(await request('/a.srt', { fetchImpl, read: 'text' })).to.equal('<html>');
    });

    it('an envelope with a code other than 0 is "code"; code 0 gives its data', () => {
      expect(envelopeData({ code: 0, data: [1] }, '/vod/exam/list')).to.deep.equal([1]);
      let error: RequestError | undefined;
      try {
        envelopeData({ code: 404, data: null }, '/vod/exam/list');
      } catch (caught) {
        error = caught as RequestError;
      }
      expect([error?.kind, error?.status, error?.message]).to.deep.equal(['code', 404, '/vod/exam/list answered code 404']);
    });

    it('platform calls omit credentials unless told', async () => {
      const { fetchImpl, calls } = scripted(ok({}));
      await request('/vod/list', { fetchImpl });
      await request('/playsafe', { fetchImpl, credentials: 'include' });
      expect(calls.map((init) => init.credentials)).to.deep.equal(['omit', 'include']);
    });
  });

  describe('issue 23: the page observes every call through one event, ddi-platform-call, from the element that made it', () => {
    /** The details of the ddi-platform-call events that reach `document` (they bubble and are composed). */
    function observed() {
      const details: Record<string, unknown>[] = [];
      const listener = (event: Event) => details.push({ ...(event as CustomEvent<Record<string, unknown>>).detail });
      document.addEventListener('ddi-platform-call', listener);
      return { details, stop: () => document.removeEventListener('ddi-platform-call', listener) };
    }
    const shape = (detail: Record<string, unknown>) => ({ ...detail, ms: typeof detail.ms });

    it('one event per call: its URL, method, outcome, HTTP status and attempts (a retried 503 is one call of 2 attempts)', async () => {
      const from = document.body.appendChild(document.createElement('div'));
      const { details, stop } = observed();
      try {
        await request('/vod/list?vid=1', { fetchImpl: scripted(ok({ code: 0 })).fetchImpl, from });
        await request('/vod/stats', { method: 'POST', fetchImpl: scripted(new Response('busy', { status: 503 }), ok({})).fetchImpl, from }).catch(() => undefined);
        await request('/vod/list', { fetchImpl: scripted(new Response('busy', { status: 503 }), ok({ code: 0 })).fetchImpl, from });
        await request('/vod/missing', { fetchImpl: scripted(new Response('no', { status: 404 })).fetchImpl, from }).catch(() => undefined);
      } finally {
        stop();
        from.remove();
      }
      expect(details.map(shape)).to.deep.equal([
        { url: '/vod/list?vid=1', method: 'GET', ok: true, status: 200, attempts: 1, ms: 'number' },
        { url: '/vod/stats', method: 'POST', ok: false, failure: 'status', status: 503, attempts: 1, ms: 'number' },
        { url: '/vod/list', method: 'GET', ok: true, status: 200, attempts: 2, ms: 'number' },
        { url: '/vod/missing', method: 'GET', ok: false, failure: 'status', status: 404, attempts: 1, ms: 'number' },
      ]);
    });

    it('a timeout, an abort and an answer that does not parse say why; a call without `from` is not announced', async () => {
      const from = document.body.appendChild(document.createElement('div'));
      const { details, stop } = observed();
      const aborted = new AbortController();
      try {
        await request('/vod/slow', { fetchImpl: scripted('hang').fetchImpl, timeoutMs: 20, retry: false, from }).catch(() => undefined);
        const pending = request('/vod/left', { fetchImpl: scripted('hang').fetchImpl, signal: aborted.signal, from }).catch(() => undefined);
        aborted.abort();
        await pending;
        await request('/vod/html', { fetchImpl: scripted(new Response('<html>')).fetchImpl, from }).catch(() => undefined);
        await request('/vod/quiet', { fetchImpl: scripted(ok({})).fetchImpl });
      } finally {
        stop();
        from.remove();
      }
      expect(details.map((detail) => [detail.url, detail.ok, detail.failure])).to.deep.equal([
        ['/vod/slow', false, 'timeout'],
        ['/vod/left', false, 'aborted'],
        ['/vod/html', false, 'body'],
      ]);
    });
  });
});
