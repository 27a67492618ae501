import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope } from '../../../test/fake-fetch';
import { setLocale } from '../i18n/i18n';
import { ApiError, CLIENT_ERROR_CODES, REMOTE_LOGIN_CODE } from './api-error';
import { REQUEST_TIMEOUT_MS, createApiClient } from './client';

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

describe('calls go to the main service with credentials, JSON and the API language', () => {
  it('sends credentials, a JSON body and lang=TH by default', async () => {
    const { fetch, calls } = createFakeFetch({ 'POST /api/sms/send': envelope(0) });
    await createApiClient({ fetch }).post('/api/sms/send', { phone: '+66812345678' });

    const [call] = calls;
    expect(call?.init.credentials).toBe('include');
    expect(call?.body).toEqual({ phone: '+66812345678' });
    expect(new Headers(call?.init.headers).get('Content-Type')).toBe('application/json');
    expect(call?.url.searchParams.get('lang')).toBe('TH');
  });

  it('adds lang for the current locale next to the caller’s own query', async () => {
    setLocale('zh_TW');
    const { fetch, calls } = createFakeFetch({ 'GET /ddilearner/v2/broadcast': envelope(0, []) });
    await createApiClient({ fetch }).get('/ddilearner/v2/broadcast', { query: { vid: 'v1', skip: undefined } });

    expect(calls[0]?.url.search).toBe('?vid=v1&lang=TW');
  });
});

describe('code 0 resolves with the body’s data', () => {
  it('returns data, not the envelope', async () => {
    const { fetch } = createFakeFetch({ 'GET /ddilearner/v1/user/userinfo': envelope(0, { userId: 7 }) });
    await expect(createApiClient({ fetch }).get('/ddilearner/v1/user/userinfo')).resolves.toEqual({ userId: 7 });
  });
});

describe('code 106 runs the remote-login flow, then rejects', () => {
  it('calls the registered handler and rejects with code 106', async () => {
    const { fetch } = createFakeFetch({ 'GET /ddilearner/v1/user/userinfo': envelope(REMOTE_LOGIN_CODE, null, '') });
    const client = createApiClient({ fetch });
    const handler = vi.fn();
    client.onRemoteLogin(handler);

    const error = await rejection(client.get('/ddilearner/v1/user/userinfo'));

    expect(handler).toHaveBeenCalledTimes(1);
    expect(error.code).toBe(REMOTE_LOGIN_CODE);
    expect(error.message).toBe('เซสชันของคุณหมดอายุแล้ว โปรดเข้าสู่ระบบอีกครั้ง');
  });

  it('no longer calls a handler once it is unregistered', async () => {
    const { fetch } = createFakeFetch({ 'GET /ddilearner/v1/user/userinfo': envelope(REMOTE_LOGIN_CODE) });
    const client = createApiClient({ fetch });
    const handler = vi.fn();
    const unregister = client.onRemoteLogin(handler);
    unregister();

    await rejection(client.get('/ddilearner/v1/user/userinfo'));
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('any other code rejects with the response body', () => {
  it('rejects with the code, the server message and the data', async () => {
    const { fetch } = createFakeFetch({
      'POST /ddilearner/v1/user/login': envelope(1001, { attemptsLeft: 2 }, 'Incorrect user name or password'),
    });
    const client = createApiClient({ fetch });
    const onRemoteLogin = vi.fn();
    client.onRemoteLogin(onRemoteLogin);

    const error = await rejection(client.post('/ddilearner/v1/user/login', {}));

    expect(error).toMatchObject({ code: 1001, message: 'Incorrect user name or password', data: { attemptsLeft: 2 } });
    expect(onRemoteLogin).not.toHaveBeenCalled();
  });

  it('applies the envelope even on an HTTP error status', async () => {
    const { fetch } = createFakeFetch({ 'GET /x': { status: 500, json: { code: 500, message: 'boom', data: null } } });
    const error = await rejection(createApiClient({ fetch }).get('/x'));
    expect(error).toMatchObject({ code: 500, message: 'boom' });
  });
});

describe('a body that is not the JSON envelope rejects as an invalid response', () => {
  it('rejects HTML', async () => {
    const { fetch } = createFakeFetch({ 'GET /x': { status: 502, text: '<html>Bad gateway</html>' } });
    const error = await rejection(createApiClient({ fetch }).get('/x'));
    expect(error.code).toBe(CLIENT_ERROR_CODES.invalidResponse);
    expect(error.message).toBe('ขออภัย โหลดข้อมูลไม่สำเร็จ');
  });

  it('rejects JSON without a numeric code', async () => {
    const { fetch } = createFakeFetch({ 'GET /x': { json: { ok: true } } });
    const error = await rejection(createApiClient({ fetch }).get('/x'));
    expect(error.code).toBe(CLIENT_ERROR_CODES.invalidResponse);
  });
});

describe('a network failure rejects with a message in the current language', () => {
  it('says so in English when the locale is English', async () => {
    setLocale('en_US');
    const { fetch } = createFakeFetch({ 'GET /x': { networkError: true } });
    const error = await rejection(createApiClient({ fetch }).get('/x'));
    expect(error.code).toBe(CLIENT_ERROR_CODES.network);
    expect(error.message).toBe('Network error. Please check your connection and try again.');
  });
});

describe('requests time out after 30 s', () => {
  it('aborts the request and rejects with the timeout message', async () => {
    vi.useFakeTimers();
    const { fetch, calls } = createFakeFetch({ 'GET /slow': { hang: true } });
    const pending = rejection(createApiClient({ fetch }).get('/slow'));

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error = await pending;
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(error.code).toBe(CLIENT_ERROR_CODES.timeout);
    expect(error.message).toBe('หมดเวลารอการตอบกลับ โปรดลองอีกครั้ง');
  });

  it('is 30 000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });
});

describe('a caller can cancel a request', () => {
  it('rejects with the aborted code', async () => {
    const { fetch } = createFakeFetch({ 'GET /slow': { hang: true } });
    const controller = new AbortController();
    const pending = rejection(createApiClient({ fetch }).get('/slow', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error.code).toBe(CLIENT_ERROR_CODES.aborted);
  });
});

describe('code 503 reports the system upgrade with its expected end, then rejects', () => {
  it('tells the upgrade handlers `until` once, and `null` after the next success', async () => {
    let upgrading = true;
    const { fetch } = createFakeFetch({
      'GET /x': () => (upgrading ? { status: 503, json: { code: 503, message: 'upgrading', data: { until: '2026-03-01T07:00:00.000Z' } } } : envelope(0, 1)),
    });
    const client = createApiClient({ fetch });
    const handler = vi.fn();
    client.onSystemUpgrade(handler);
    await expect(client.get('/x')).rejects.toMatchObject({ code: 503, message: 'upgrading', data: { until: '2026-03-01T07:00:00.000Z' } });
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(handler.mock.calls).toEqual([['2026-03-01T07:00:00.000Z']]);
    // A handler registered later learns of the upgrade at once.
    const late = vi.fn();
    const unregister = client.onSystemUpgrade(late);
    expect(late).toHaveBeenCalledWith('2026-03-01T07:00:00.000Z');
    upgrading = false;
    await expect(client.get('/x')).resolves.toBe(1);
    expect(handler.mock.calls).toEqual([['2026-03-01T07:00:00.000Z'], [null]]);
    unregister();
  });
});

describe('decision 0108: the client knows the server\'s clock from its answers', () => {
  it('an answer — a failed one too — whose Date header is a year behind the device sets `now()` a year back', async () => {
    const device = Date.parse('2031-11-29T12:00:00.000Z');
    const server = new Date(device - 365 * 86_400_000);
    const { fetch } = createFakeFetch({
      'GET /sr/learningtour': { json: { code: 0, message: '', data: [] }, date: server.toUTCString() },
      'GET /ddilearner/v1/user/activity': { json: { code: 500, message: 'x', data: null }, date: new Date(device).toUTCString() },
    });
    const client = createApiClient({ fetch, deviceNow: () => device });
    expect(client.now().getTime()).toBe(device);
    await client.get('/sr/learningtour');
    expect(Math.abs(client.now().getTime() - server.getTime())).toBeLessThan(1_000);
    await rejection(client.get('/ddilearner/v1/user/activity'));
    expect(client.now().getTime()).toBe(device);
  });
});
