// <ddi-player> in Firefox ESR (spec: "Chrome or Firefox"): every engine, a platform vid, AES-128 HLS, ClearKey
// through Firefox's own EME, the keyboard and both fullscreens, on the demo pages of the real server.
import type { Browser, HTTPRequest, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectPaused, expectPlayback, launchFirefox, newPage, playerButton, pressPlay, url, type PlayerHandle } from './firefox.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchFirefox();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page of the server, records the requests whose URL matches `watch`, and waits for its player. */
async function open(path: string, watch?: RegExp): Promise<{ page: Page; errors: string[]; requests: HTTPRequest[] }> {
  const { page, errors } = await newPage(browser);
  const requests: HTTPRequest[] = [];
  if (watch) page.on('request', (request) => void (watch.test(request.url()) && requests.push(request)));
  await page.goto(url(path));
  await page.waitForFunction(() => customElements.get('ddi-player') !== undefined && document.querySelector('ddi-player') !== null);
  return { page, errors, requests };
}

const playerAttribute = (page: Page, name: string) =>
  page.$eval('ddi-player', (element, attribute) => element.getAttribute(attribute), name);

describe('the player in Firefox ESR', () => {
  test('plays a progressive mp4 after a real click on Play (demo index ?feature=mp4), without console errors', async () => {
    const { page, errors } = await open('/demo/?feature=mp4');
    await page.waitForFunction(() => document.querySelector('ddi-player')?.getAttribute('src')?.endsWith('.mp4'));
    await pressPlay(page);
    await expectPlayback(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('plays HLS through hls.js on Firefox’s MediaSource (the demo index’s default sample)', async () => {
    const { page, errors } = await open('/demo/');
    await page.waitForFunction(() => document.querySelector('ddi-player')?.getAttribute('src')?.endsWith('.m3u8'));
    await pressPlay(page);
    await expectPlayback(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('plays DASH through dash.js (demo index ?feature=dash)', async () => {
    const { page, errors } = await open('/demo/?feature=dash', /\.mpd(\?|$)/);
    await page.waitForFunction(() => document.querySelector('ddi-player')?.getAttribute('src')?.endsWith('.mpd'));
    await pressPlay(page);
    await expectPlayback(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('plays a platform video by vid (the feature page "mp4", its platform sample): mp4 qualities 360P, 480P and 720P', async () => {
    const { page, errors, requests } = await open('/demo/feature.html?feature=mp4', /\.mp4(\?|$)/);
    const sample = await page.waitForFunction(
      () => [...document.querySelectorAll<HTMLOptionElement>('#sample option')].find((option) => option.text.includes('platform mp4'))?.value,
    );
    await page.select('#sample', String(await sample.jsonValue()));
    await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle).levels?.length === 3);
    expect(await page.$eval('ddi-player', (element) => (element as PlayerHandle).levels.map((level) => level.label))).toEqual(['360P', '480P', '720P']);
    expect(await playerAttribute(page, 'vid')).toBeTruthy();
    await pressPlay(page);
    await expectPlayback(page);
    expect(requests.length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('plays the AES-128 encrypted HLS by vid: the key is fetched with the playsafe token and decrypted in the page', async () => {
    const { page, errors, requests } = await open('/demo/feature.html?feature=encrypted', /\/vod\/keys\//);
    await pressPlay(page);
    await expectPlayback(page, 1);
    expect(requests.length).toBeGreaterThan(0);
    expect(new URL(requests[0]!.url()).searchParams.get('token')).toMatch(/-/);
    expect(await page.$eval('ddi-player', (element) => (element as PlayerHandle).error)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  test('plays the ClearKey stream through Firefox’s built-in org.w3.clearkey CDM: the licence is POSTed with the playsafe token', async () => {
    const { page, requests } = await open('/demo/feature.html?feature=drm', /\/vod\/drm\/clearkey\//);
    const clearKey = await page.evaluate(() =>
      navigator
        .requestMediaKeySystemAccess('org.w3.clearkey', [{ initDataTypes: ['cenc'], videoCapabilities: [{ contentType: 'video/mp4; codecs="avc1.42E01E"' }] }])
        .then(() => true, () => false),
    );
    expect(clearKey).toBe(true);
    await pressPlay(page);
    await expectPlayback(page, 1);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests[0]!.method()).toBe('POST');
    expect(new URL(requests[0]!.url()).searchParams.get('token')).toBeTruthy();
    await page.close();
  });

  test('keyboard: Space on the focused player starts playback, and Space again pauses it', async () => {
    const { page } = await open('/demo/?feature=mp4');
    await page.waitForFunction(() => document.querySelector('ddi-player')?.getAttribute('src')?.endsWith('.mp4'));
    await page.$eval('ddi-player', (element) => (element as HTMLElement).focus());
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('ddi-player');
    await page.keyboard.press(' ');
    await expectPlayback(page);
    await page.keyboard.press(' ');
    await expectPaused(page, true);
    expect(await page.$eval('ddi-player', (element) => (element as PlayerHandle).paused)).toBe(true);
    await page.close();
  });

  test('page fullscreen fills the window and Exit puts the player back at its size', async () => {
    const { page } = await open('/demo/plain.html');
    await page.$eval('ddi-player', (element) => {
      (element as PlayerHandle).options = { full_page_screen: true };
    });
    const box = () =>
      page.$eval('ddi-player', (element) => {
        const rect = element.getBoundingClientRect();
        return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
      });
    const before = await box();
    await (await playerButton(page, 'Page fullscreen')).click();
    await page.waitForFunction(() => document.querySelector('ddi-player')?.getAttribute('data-fullscreen') === 'page');
    const viewport = await page.evaluate(() => [0, 0, document.documentElement.clientWidth, window.innerHeight]);
    expect(await box()).toEqual(viewport);
    await (await playerButton(page, 'Exit page fullscreen')).click();
    await page.waitForFunction(() => !document.querySelector('ddi-player')?.hasAttribute('data-fullscreen'));
    expect(await box()).toEqual(before);
    await page.close();
  });

  test('fullscreen: the Fullscreen button puts the whole player in the browser’s fullscreen, and Exit leaves it', async () => {
    const { page } = await open('/demo/plain.html');
    // What the console says when fullscreen is refused (newPage makes the tab active: Firefox refuses a background one).
    const messages: string[] = [];
    page.on('console', (message) => void messages.push(`${message.type()}: ${message.text()}`));
    const state = () =>
      page.$eval('ddi-player', (element) => {
        const rect = element.getBoundingClientRect();
        return {
          fullscreenElement: document.fullscreenElement?.localName ?? null,
          attribute: element.getAttribute('data-fullscreen'),
          box: [rect.width, rect.height].map(Math.round),
          window: [window.innerWidth, window.innerHeight],
        };
      });
    /** Waits until the player's own state and its layout agree with the browser's fullscreen (`on`). */
    const settled = async (on: boolean) => {
      try {
        await page.waitForFunction(
          (want: boolean) => {
            const player = document.querySelector('ddi-player');
            if (!player || (document.fullscreenElement === player) !== want) return false;
            if (player.getAttribute('data-fullscreen') !== (want ? 'browser' : null)) return false;
            const rect = player.getBoundingClientRect();
            return !want || (Math.round(rect.width) === window.innerWidth && Math.round(rect.height) === window.innerHeight);
          },
          {},
          on,
        );
      } catch (error) {
        throw new Error(`fullscreen ${on ? 'not entered' : 'not left'}: ${JSON.stringify(await state())}; console: ${messages.join(' | ')} (${String(error)})`);
      }
    };
    await (await playerButton(page, 'Fullscreen')).click();
    await settled(true);
    expect(await state()).toMatchObject({ fullscreenElement: 'ddi-player', attribute: 'browser' });
    await (await playerButton(page, 'Exit fullscreen')).click();
    await settled(false);
    expect(await state()).toMatchObject({ fullscreenElement: null, attribute: null });
    await page.close();
  });

  test('picture-in-picture: the button puts the mp4’s video in Firefox’s picture-in-picture window, and again takes it back', async () => {
    const { page } = await open('/demo/?feature=mp4');
    await page.waitForFunction(() => document.querySelector('ddi-player')?.getAttribute('src')?.endsWith('.mp4'));
    await page.$eval('ddi-player', (element) => {
      (element as PlayerHandle).options = { pictureInPicture: true };
    });
    await pressPlay(page);
    await expectPlayback(page);
    await (await playerButton(page, 'Picture-in-picture')).click();
    await page.waitForFunction(() => document.pictureInPictureElement?.localName === 'ddi-player');
    expect(await page.$eval('ddi-player', (element) => (element as PlayerHandle & { pictureInPicture: boolean }).pictureInPicture)).toBe(true);
    await (await playerButton(page, 'Picture-in-picture')).click();
    await page.waitForFunction(() => document.pictureInPictureElement === null);
    expect(await page.$eval('ddi-player', (element) => (element as PlayerHandle & { pictureInPicture: boolean }).pictureInPicture)).toBe(false);
    await page.close();
  });
});
