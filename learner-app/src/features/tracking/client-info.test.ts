import { describe, expect, it } from 'vitest';
import { collectClientInfo, identifyBrowser } from './client-info';

describe('clientInfo has every field of spec §3', () => {
  it('reports referrer, open time, timezone, page, history, browser, java, cookies, sizes, depths, empty location and timestamp', () => {
    window.history.replaceState(null, '', '/pc/course/case?id=3');
    const openedAt = Date.UTC(2025, 0, 2, 3, 4, 5);
    const info = collectClientInfo({ window, openedAt, now: openedAt + 60_000 });

    expect(Object.keys(info).sort()).toEqual(
      [
        'referrer',
        'timeOpened',
        'timezoneOffset',
        'page',
        'historyLength',
        'browserName',
        'browserEngine',
        'browserVersion',
        'userAgent',
        'browserLanguage',
        'browserOnline',
        'browserPlatform',
        'javaEnabled',
        'cookiesEnabled',
        'screenWidth',
        'screenHeight',
        'documentWidth',
        'documentHeight',
        'windowWidth',
        'windowHeight',
        'colorDepth',
        'pixelDepth',
        'latitude',
        'longitude',
        'accuracy',
        'altitude',
        'altitudeAccuracy',
        'heading',
        'speed',
        'timestamp',
      ].sort(),
    );
    expect(info.timeOpened).toBe('2025-01-02T03:04:05.000Z');
    expect(info.timestamp).toBe(openedAt + 60_000);
    expect(info.page).toBe('/pc/course/case?id=3');
    expect(info.timezoneOffset).toBe(new Date(openedAt + 60_000).getTimezoneOffset());
    expect(info.userAgent).toBe(navigator.userAgent);
    expect(info.windowWidth).toBe(window.innerWidth);
    expect(info.javaEnabled).toBe(false);
    expect([info.latitude, info.longitude, info.accuracy, info.altitude, info.altitudeAccuracy, info.heading, info.speed]).toEqual(
      ['', '', '', '', '', '', ''],
    );
  });

  it('never carries cookie contents or storage', () => {
    document.cookie = 'secret=abc';
    localStorage.setItem('userInfo', '{"userId":1}');
    const text = JSON.stringify(collectClientInfo({ window, openedAt: 0, now: 0 }));
    expect(text).not.toContain('secret=abc');
    expect(text).not.toContain('userInfo');
  });
});

describe('the browser is named from its user agent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'Blink', '131.0.0.0'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36', 'Chrome', 'Blink', '140.0.0.0'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge', 'Blink', '131.0.2903.86'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox', 'Gecko', '133.0'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'Safari', 'WebKit', '18.1'],
  ])('%s', (userAgent, name, engine, version) => {
    expect(identifyBrowser(userAgent)).toEqual({ name, engine, version });
  });

  it('says "unknown" for anything else', () => {
    expect(identifyBrowser('curl/8.0')).toEqual({ name: 'unknown', engine: 'unknown', version: '' });
  });
});
