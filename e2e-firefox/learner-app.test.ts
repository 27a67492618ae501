// The learner app in Firefox ESR (the login page asks for "Chrome or Firefox"): the demo learner logs in with
// real typing, opens a course and a video unit, and the unit's video plays, also from a line of its transcript;
// the dark theme chosen in the user menu is drawn and kept.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { byLabel, expectPlayback, launchFirefox, newPage, pressPlay, url, type PlayerHandle } from './firefox.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchFirefox();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until the page's path (and query) matches. */
async function expectPath(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForFunction((source: string) => new RegExp(source).test(location.pathname + location.search), {}, pattern.source);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toMatch(pattern);
}

/** Clicks the link whose text is `name`, inside the element matching `within`. */
async function clickLink(page: Page, within: string, name: string): Promise<void> {
  const link = await page.waitForSelector(`${within} ::-p-aria([name="${name}"][role="link"])`, { visible: true });
  await link!.click();
}

/** Logs in through the login page (English) with real typing and clicks, and waits for /pc/home. */
async function logIn(page: Page, username: string): Promise<void> {
  await page.goto(url('/pc/login?lang=en'));
  await (await byLabel(page, 'User name')).type(username);
  await (await byLabel(page, 'Password')).type('Demo@1234');
  await (await byLabel(page, 'I have read and accept the')).click();
  await (await page.waitForSelector('button[type="submit"]'))!.click();
  await expectPath(page, /^\/pc\/home$/);
}

/** Waits for a leaf element of `main` with this text (exactly, or matching); fails the test on the timeout. */
async function expectText(page: Page, text: string | RegExp): Promise<void> {
  const source = typeof text === 'string' ? `^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$` : text.source;
  await page.waitForFunction(
    (pattern: string) => [...document.querySelectorAll('main *')].some((element) => element.children.length === 0 && new RegExp(pattern).test(element.textContent?.trim() ?? '')),
    {},
    source,
  );
}

describe('the learner app in Firefox ESR', () => {
  test('the demo learner logs in, opens Coaching for Success and a video unit, and the unit’s video plays, also from a line of its transcript', async () => {
    const { page, errors } = await newPage(browser);
    await logIn(page, 'demo');

    await clickLink(page, '.course-card', 'Coaching for Success');
    await expectPath(page, /^\/pc\/course\?id=\d+$/);
    const heading = await page.waitForSelector('h1');
    expect(await heading!.evaluate((element) => element.textContent)).toBe('Coaching for Success');

    const unit = await page.waitForSelector('.unit-rows__row a', { visible: true });
    await unit!.click();
    await expectPath(page, /^\/pc\/course\/videoLearning\?id=\d+&unitId=\d+$/);
    // The unit's video is a vid of the video platform; its info has loaded once the duration is known.
    await page.waitForFunction(() => ((document.querySelector('ddi-player') as PlayerHandle | null)?.duration ?? 0) > 20);
    expect(await page.$eval('ddi-player', (element) => (element as PlayerHandle).vid)).toMatch(/\S/);
    await pressPlay(page);
    await expectPlayback(page, 0.5);

    // The video's transcript (decision 0091): a line chosen plays the video from its time, and is marked.
    const line = await page.waitForSelector('.transcript ::-p-aria([name="00:12 Set clear goals and explain why they matter."][role="button"])', { visible: true });
    await line!.click();
    await page.waitForFunction(() => ((document.querySelector('ddi-player') as PlayerHandle | null)?.currentTime ?? 0) >= 12);
    await page.waitForFunction(() => document.querySelector('.transcript [aria-current="true"]')?.textContent === '00:12 Set clear goals and explain why they matter.');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a wrong password says "Incorrect user name or password" and keeps the learner on the login page', async () => {
    const { page } = await newPage(browser);
    await page.goto(url('/pc/login?lang=en'));
    await (await byLabel(page, 'User name')).type('demo');
    await (await byLabel(page, 'Password')).type('Wrong@1234');
    await (await byLabel(page, 'I have read and accept the')).click();
    await (await page.waitForSelector('button[type="submit"]'))!.click();
    const alert = await page.waitForSelector('[role="alert"]:not(:empty)', { visible: true });
    expect(await alert!.evaluate((element) => element.textContent?.trim())).toBe('Incorrect user name or password');
    expect(new URL(page.url()).pathname).toBe('/pc/login');
    await page.close();
  });

  test('the newcomer starts the pre-test: the answer page shows question 1, saves a chosen answer, and Next shows question 2', async () => {
    const { page, errors } = await newPage(browser);
    await logIn(page, 'newcomer');
    await clickLink(page, '.course-card', 'Coaching for Success');
    await expectPath(page, /^\/pc\/course\?id=\d+$/);
    await clickLink(page, '[data-step="1"]', 'Take the test');
    await clickLink(page, 'main', 'Start the test');
    await expectPath(page, /^\/pc\/course\/abilityAnswer\?id=\d+$/);
    await expectText(page, /^Question 1 of \d+$/);
    const choice = await page.waitForSelector('main ::-p-aria([role="radio"])', { visible: true });
    await choice!.click();
    expect(await choice!.evaluate((element) => (element as HTMLInputElement).checked)).toBe(true);
    await expectText(page, 'Saved');
    await (await page.waitForSelector('main ::-p-aria([name="Next"][role="button"])', { visible: true }))!.click();
    await expectText(page, /^Question 2 of \d+$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('"Dark", chosen in the user menu’s Appearance, draws the dark theme in Firefox, and is kept after a reload (decision 0098)', async () => {
    const { page, errors } = await newPage(browser);
    await logIn(page, 'demo');
    const drawn = () =>
      page.evaluate(() => ({ theme: document.documentElement.dataset.theme, background: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color }));
    expect(await drawn()).toEqual({ theme: 'light', background: 'rgb(244, 245, 251)', text: 'rgb(31, 41, 55)' });
    await (await page.waitForSelector('header ::-p-aria([name="Demo Learner"][role="button"])', { visible: true }))!.click();
    await (await page.waitForSelector('::-p-aria([name="Appearance"][role="menuitem"])', { visible: true }))!.click();
    await (await page.waitForSelector('[role="dialog"] ::-p-aria([name="Dark"][role="radio"])', { visible: true }))!.click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    const dark = { theme: 'dark', background: 'rgb(15, 18, 24)', text: 'rgb(232, 234, 240)' };
    expect(await drawn()).toEqual(dark);
    await page.reload();
    await page.waitForSelector('main h1, main [role="tablist"]', { visible: true });
    expect(await drawn()).toEqual(dark);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a page whose code does not arrive says "This page didn’t load" under the header, not a blank app (decision 0090)', async () => {
    const { page } = await newPage(browser);
    await logIn(page, 'demo');
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (/\/pc\/assets\/chunks\/data-rights-page-[^/]+\.js$/.test(request.url())) void request.abort('failed');
      else void request.continue();
    });
    await page.goto(url('/pc/datahandle?lang=en'));
    const heading = await page.waitForSelector('main [role="alert"] h1', { visible: true });
    expect(await heading!.evaluate((element) => element.textContent)).toBe('This page didn’t load');
    expect(await page.$('header')).not.toBeNull();
    expect(await page.$('main ::-p-aria([name="Reload the page"][role="button"])')).not.toBeNull();
    await page.close();
  });
});
