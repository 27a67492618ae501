import { describe, expect, it } from 'vitest';
import { createServer } from '../src/app.js';
import { ConfigError, defaultStaticPaths, loadConfig } from '../src/config.js';
import { TestClock, body, logIn, loginRequest, testDatabase } from './helpers.js';

const until = '2026-01-05T05:00:00.000Z'; // two hours after the test clock's start

async function upgradingServer(clock = new TestClock()) {
  return createServer({
    config: { demo: true, paths: defaultStaticPaths(), maintenanceUntil: new Date(until) },
    database: await testDatabase(),
    clock,
  });
}

describe('MAINTENANCE_UNTIL is an ISO 8601 time with a zone', () => {
  it('is off when unset or empty, and read as a time otherwise', () => {
    expect(loadConfig({}).maintenanceUntil).toBeUndefined();
    expect(loadConfig({ MAINTENANCE_UNTIL: ' ' }).maintenanceUntil).toBeUndefined();
    expect(loadConfig({ MAINTENANCE_UNTIL: '2026-03-01T14:00:00+07:00' }).maintenanceUntil?.toISOString()).toBe('2026-03-01T07:00:00.000Z');
    expect(loadConfig({ MAINTENANCE_UNTIL: '2026-03-01T07:00Z' }).maintenanceUntil?.toISOString()).toBe('2026-03-01T07:00:00.000Z');
  });

  it('rejects a time without a zone or that is not a time, naming the variable', () => {
    expect(() => loadConfig({ MAINTENANCE_UNTIL: '2026-03-01T14:00:00' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAINTENANCE_UNTIL: 'tonight' })).toThrow(/MAINTENANCE_UNTIL/);
    expect(() => loadConfig({ MAINTENANCE_UNTIL: '2026-13-45T14:00:00Z' })).toThrow(/MAINTENANCE_UNTIL/);
  });
});

describe('during a system upgrade every learner-API call except logout answers code 503 with { until }', () => {
  it('refuses login, learning and tracking calls in the request language, with Retry-After', async () => {
    const server = await upgradingServer();
    try {
      const login = await loginRequest(server);
      expect(login.statusCode).toBe(503);
      expect(login.headers['retry-after']).toBe('7200');
      expect(body(login)).toEqual({
        code: 503,
        message: 'The system is being upgraded (about 2 hours), please come back later',
        data: { until },
      });
      for (const url of ['/sr/v2/coursesOrProjectCourses?lang=TH', '/ddilearner/v2/user/learningpathes/1?lang=TH', '/hb/v1/configuration/pc?lang=TH', '/api/nothing?lang=TH']) {
        const response = await server.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(body(response), url).toEqual({ code: 503, message: 'ระบบกำลังอัปเกรด (ประมาณ 2 ชั่วโมง) กรุณากลับมาใหม่ภายหลัง', data: { until } });
      }
      const chinese = await server.inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { 'accept-language': 'zh-TW' } });
      expect(body(chinese).message).toBe('系統正在升級（約 2 小時），請稍後再來');
    } finally {
      await server.close();
    }
  });

  it('keeps logout, /healthz, the app and the video platform working', async () => {
    const server = await upgradingServer();
    try {
      expect(body(await server.inject({ method: 'GET', url: '/ddilearner/v1/user/logout' }))).toMatchObject({ code: 0 });
      expect((await server.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await server.inject({ method: 'GET', url: '/demo/catalog.json' })).statusCode).toBe(200);
      expect((await server.inject({ method: 'GET', url: '/vod/nothing' })).statusCode).not.toBe(503);
    } finally {
      await server.close();
    }
  });

  it('ends on its own once the time has passed', async () => {
    const clock = new TestClock();
    const server = await upgradingServer(clock);
    try {
      expect(body(await loginRequest(server)).code).toBe(503);
      clock.set('2026-01-05T04:59:59.500Z');
      const last = await loginRequest(server);
      expect(last.headers['retry-after']).toBe('1');
      clock.set(until);
      const cookie = await logIn(server);
      expect(body(await server.inject({ method: 'GET', url: '/sr/v2/coursesOrProjectCourses', headers: { cookie } })).code).toBe(0);
    } finally {
      await server.close();
    }
  });
});
