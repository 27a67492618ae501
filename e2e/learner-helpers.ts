import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

/** Logs in through the login page (English) and waits for /home. `baseURL` for a dedicated server. */
export async function logIn(page: Page, options: { baseURL?: string; username?: string } = {}): Promise<void> {
  await page.goto(`${options.baseURL ?? ''}/pc/login?lang=en`);
  await page.getByLabel('User name').fill(options.username ?? 'demo');
  await page.getByLabel('Password').fill('Demo@1234');
  await page.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/pc\/home$/);
}

/**
 * The newest login code in the DEMO SMS outbox (`GET /dev/sms-outbox`) for `phone`, '' when there is none: notices
 * (`code: null`, e.g. after a password change) are passed over. `baseURL` for a dedicated server.
 */
export async function outboxSmsCode(page: Page, phone: string, baseURL = ''): Promise<string> {
  const outbox = await page.request.get(`${baseURL}/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const { data } = (await outbox.json()) as { data: { messages: { code: string | null }[] } };
  return data.messages.find((message) => message.code !== null)?.code ?? '';
}

/** The id of a course of the logged-in learner, by its English name. */
export async function courseIdByName(page: Page, name: string, baseURL = ''): Promise<number> {
  const response = await page.request.get(`${baseURL}/sr/learningtourEN`);
  const body = (await response.json()) as { data: { id: number; name: string }[] };
  const course = body.data.find((entry) => entry.name === name);
  if (!course) throw new Error(`no course named ${name}`);
  return course.id;
}

/** The vid of the first seeded platform video with this feature tag (/demo/catalog.json). */
export async function vidWithFeature(page: Page, feature: string, baseURL = ''): Promise<string> {
  const catalog = (await (await page.request.get(`${baseURL}/demo/catalog.json`)).json()) as { vid?: string; features: string[] }[];
  const entry = catalog.find((candidate) => candidate.vid && candidate.features.includes(feature));
  if (!entry?.vid) throw new Error(`/demo/catalog.json has no vid tagged "${feature}"`);
  return entry.vid;
}

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/**
 * Records every Content-Security-Policy violation of the page's documents from their first script on:
 * the `securitypolicyviolation` events (reported by an init script, which the policy does not apply to,
 * through a binding, so nothing is lost on navigation) and, for what only the console learns of (e.g. in
 * workers), Chromium's console reports. Returns a reader of what was recorded so far.
 */
export async function recordCspViolations(page: Page): Promise<() => CspViolation[]> {
  const seen: CspViolation[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => void seen.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: CspViolation) => void }).__reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        report({
          page: location.pathname,
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      seen.push({ page: page.url(), directive: 'console', blocked: '', sample: message.text(), source: message.location().url });
    }
  });
  return () => [...seen];
}

/**
 * Makes the API's answers to `page` say, in their `Date` header, that the server's clock reads `time` (and runs on
 * from there), as a server would at that moment: the app tells its dates against the server's clock (decision 0108),
 * so a test of a deadline drawing near moves both clocks, the browser's with `page.clock` and this one.
 */
export async function serverClockAt(page: Page, time: Date): Promise<void> {
  const startedAt = Date.now();
  const api = /^\/(ddilearner|sr|api|hb)\//;
  await page.route(
    (url) => api.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const now = new Date(time.getTime() + Date.now() - startedAt);
      await route.fulfill({ response, headers: { ...response.headers(), date: now.toUTCString() } });
    },
  );
}
