import { act, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fake-fetch';
import type { ReplyTable } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { signIn } from '../../test/session';
import { i18n, setLocale } from '../shared/i18n/i18n';
import {
  LEARNING_PATH_STORAGE_KEY,
  MODULE_ID_STORAGE_KEY,
  PROJECT_ID_STORAGE_KEY,
  learningPathMetaIdAtom,
  moduleIdAtom,
  projectIdAtom,
} from '../shared/learning/learning-context';
import { REMOTE_LOGIN_STORAGE_KEY, remoteLoginAtom } from '../shared/session/remote-login';
import { USER_INFO_STORAGE_KEY, userInfoAtom } from '../shared/session/user-info';
import { App } from './app';
import { AppShell } from './app-shell';

const ALICE = { userId: 42, userName: 'alice', displayName: 'Alice' };

/** The calls every page makes in the background, answered. */
const BACKGROUND: ReplyTable = {
  'GET /hb/v1/configuration/ddi-learner-pc': envelope(0, { appId: 'ddi-learner-pc', enabled: true, interval: 30 }),
  'POST /hb/v1/heartbeat/': envelope(0, { accepted: 1 }),
  'GET /ddilearner/v1/user/loginstatus/interval': envelope(0, 30),
  'GET /ddilearner/v1/user/userinfo': envelope(0, ALICE),
  'GET /ddilearner/v1/user/datarequest': envelope(0, []),
};

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
  });
}

function renderShell(url: string) {
  return renderWithProviders(
    <Router base="/pc">
      <AppShell>
        <p>page</p>
      </AppShell>
    </Router>,
    { url, replies: BACKGROUND },
  );
}

describe('each route’s module id (1–4, or none) is stored for the heartbeat', () => {
  it('follows the route and is persisted', () => {
    signIn(ALICE);
    const { store } = renderShell('/pc/course/videoLearning?id=3');
    expect(store.get(moduleIdAtom)).toBe(2);
    expect(localStorage.getItem(MODULE_ID_STORAGE_KEY)).toBe('2');

    go('/pc/course/checkTest');
    expect(store.get(moduleIdAtom)).toBe(4);
    go('/pc/course/abilityTest');
    expect(store.get(moduleIdAtom)).toBe(1);
    go('/pc/course/keyBehaviorAnalysis');
    expect(store.get(moduleIdAtom)).toBe(3);
    go('/pc/overview');
    expect(store.get(moduleIdAtom)).toBeNull();
    expect(localStorage.getItem(MODULE_ID_STORAGE_KEY)).toBeNull();
  });
});

describe('entering /home clears the stored learning-path id', () => {
  it('keeps it elsewhere and clears learning path and project on /home', () => {
    signIn(ALICE);
    localStorage.setItem(LEARNING_PATH_STORAGE_KEY, '12');
    localStorage.setItem(PROJECT_ID_STORAGE_KEY, '"5"');
    const { store } = renderShell('/pc/overview');
    expect(store.get(learningPathMetaIdAtom)).toBe(12);
    expect(store.get(projectIdAtom)).toBe(5);

    go('/pc/home');
    expect(store.get(learningPathMetaIdAtom)).toBeNull();
    expect(store.get(projectIdAtom)).toBeNull();
    expect(localStorage.getItem(LEARNING_PATH_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PROJECT_ID_STORAGE_KEY)).toBeNull();
  });
});

describe('title, favicon, root font size and layout', () => {
  it('adds the favicon when the page has none and applies the display rules', () => {
    for (const link of document.head.querySelectorAll('link[rel~="icon"]')) link.remove();
    renderShell('/pc/login');
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/pc/favicon.svg');
    expect(document.documentElement.style.fontSize).toMatch(/%$/);
    expect(document.documentElement.dataset.layout).toMatch(/^(desktop|tablet)$/);
  });
});

describe('header and footer appear on every page but login', () => {
  it('login has neither', () => {
    setLocale('en_US');
    renderWithProviders(<App />, { url: '/pc/login', replies: BACKGROUND });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('/home has both, and its tabs', async () => {
    signIn(ALICE);
    setLocale('en_US');
    renderWithProviders(<App />, { url: '/pc/home', replies: BACKGROUND });
    // The frame and the page are fetched on demand (and at once): a loaded machine takes a while.
    expect(await screen.findByRole('tab', { name: 'Learning Units' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alice' })).toBeTruthy();
  });

  it('/datahandle and /companyList are real pages', async () => {
    signIn(ALICE);
    setLocale('en_US');
    renderWithProviders(<App />, { url: '/pc/datahandle', replies: BACKGROUND });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your personal data' })).toBeTruthy();
    go('/pc/companyList');
    expect(await screen.findByRole('heading', { level: 1, name: 'Switch company' })).toBeTruthy();
  });
});

describe('the session-expired modal (spec §4)', () => {
  it('is not closed by Escape or a click outside, and its one button goes to /login', async () => {
    signIn(ALICE);
    setLocale('en_US');
    const { client, user } = renderWithProviders(<App />, {
      url: '/pc/home',
      replies: { ...BACKGROUND, 'GET /ddilearner/v1/user/datarequest': envelope(106) },
    });
    await screen.findByRole('tab', { name: 'Learning Units' });
    await act(async () => {
      await client.get('/ddilearner/v1/user/datarequest').catch(() => undefined);
    });

    const modal = screen.getByRole('alertdialog', { name: 'Session expired' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    await user.keyboard('{Escape}');
    act(() => {
      modal.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await user.click(document.body);
    expect(screen.getByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pc/home');
    expect(modal.querySelectorAll('button')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/login?lang=en');
  });

  it('a takeover seen in another tab shows the modal here too (storage events)', async () => {
    signIn(ALICE);
    setLocale('en_US');
    const { store } = renderWithProviders(<App />, { url: '/pc/home', replies: BACKGROUND });
    await screen.findByRole('tab', { name: 'Learning Units' });

    act(() => {
      localStorage.setItem(REMOTE_LOGIN_STORAGE_KEY, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: REMOTE_LOGIN_STORAGE_KEY }));
      localStorage.removeItem(USER_INFO_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: USER_INFO_STORAGE_KEY }));
    });

    expect(store.get(userInfoAtom)).toBeNull();
    expect(screen.getByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();
    expect(window.location.pathname).toBe('/pc/home');
  });

  it('a logout in another tab sends this one to /login without the modal', async () => {
    signIn(ALICE);
    renderWithProviders(<App />, { url: '/pc/home', replies: BACKGROUND });
    await screen.findByRole('tab', { name: 'หน่วยการเรียนรู้' });
    act(() => {
      localStorage.removeItem(USER_INFO_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: USER_INFO_STORAGE_KEY }));
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/login?lang=th');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a late 106 after logging out leaves a visitor on / (the login page) where logout sent them', async () => {
    setLocale('en_US');
    const { client } = renderWithProviders(<App />, {
      url: '/pc/?lang=en',
      replies: { ...BACKGROUND, 'GET /ddilearner/v1/user/datarequest': envelope(106) },
    });
    await screen.findByRole('button', { name: 'Log in' });
    await act(async () => {
      await client.get('/ddilearner/v1/user/datarequest').catch(() => undefined);
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/?lang=en');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('logging in again clears the flag', async () => {
    localStorage.setItem(REMOTE_LOGIN_STORAGE_KEY, 'true');
    setLocale('en_US');
    const { store, user } = renderWithProviders(<App />, {
      url: '/pc/login',
      replies: { ...BACKGROUND, 'POST /ddilearner/v1/user/login': envelope(0, { userInfo: ALICE }) },
    });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.type(screen.getByLabelText('User name'), 'alice');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the User Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(remoteLoginAtom)).toBe(false);
    expect(window.location.pathname).toBe('/pc/home');
  });
});

describe('the status check runs in the app: 5 s poll, then the server’s interval, then userinfo', () => {
  it('finds a session taken over elsewhere and shows the modal', async () => {
    vi.useFakeTimers();
    signIn(ALICE);
    setLocale('en_US');
    const { calls } = renderWithProviders(<App />, {
      url: '/pc/home',
      replies: {
        ...BACKGROUND,
        'GET /ddilearner/v1/user/loginstatus/interval': envelope(0, 20),
        'GET /ddilearner/v1/user/userinfo': envelope(106),
      },
      fakeTimers: true,
    });
    const userinfoCalls = () => calls.filter((call) => call.url.pathname === '/ddilearner/v1/user/userinfo');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(calls.some((call) => call.url.pathname === '/ddilearner/v1/user/loginstatus/interval')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000 - 1);
    });
    expect(userinfoCalls()).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(userinfoCalls()).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: 'Session expired' })).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(userinfoCalls()).toHaveLength(1);
  });
});

describe('the heartbeat runs in the app with where the learner is', () => {
  function setVisibility(state: DocumentVisibilityState) {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('sends from /home after 30 s, in the current language', async () => {
    vi.useFakeTimers();
    signIn(ALICE);
    setLocale('zh_TW');
    const { calls } = renderWithProviders(<App />, { url: '/pc/home', replies: BACKGROUND, fakeTimers: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    const beat = calls.find((call) => call.url.pathname === '/hb/v1/heartbeat/');
    expect(beat?.method).toBe('POST');
    expect(beat?.body).toMatchObject({
      actionContext: '/home',
      actionId: 1000,
      appVersion: '0.1.0-tw',
      userId: 42,
      objectIds: null,
      learningPathMetaId: null,
    });
    expect(beat?.init.credentials).toBe('include');
  });

  it('buffers a failed heartbeat and flushes it with keepalive when the page is hidden', async () => {
    vi.useFakeTimers();
    signIn(ALICE);
    const { calls } = renderWithProviders(<App />, {
      url: '/pc/home',
      replies: { ...BACKGROUND, 'POST /hb/v1/heartbeat/': { networkError: true } },
      fakeTimers: true,
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(JSON.parse(sessionStorage.getItem('heartbeatBuffer') ?? '[]')).toHaveLength(1);

    await act(async () => {
      setVisibility('hidden');
      await vi.advanceTimersByTimeAsync(0);
    });
    const flush = calls.filter((call) => call.url.pathname === '/hb/v1/heartbeat/').at(-1);
    expect(flush?.init.keepalive).toBe(true);
    expect(flush?.body).toHaveLength(1);

    // Hidden time does not count.
    const sends = calls.filter((call) => call.url.pathname === '/hb/v1/heartbeat/').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(calls.filter((call) => call.url.pathname === '/hb/v1/heartbeat/')).toHaveLength(sends);
  });

  it('sends nothing when logged out', async () => {
    vi.useFakeTimers();
    const { calls } = renderWithProviders(<App />, { url: '/pc/login', replies: BACKGROUND, fakeTimers: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(90_000);
    });
    expect(calls.filter((call) => call.url.pathname === '/hb/v1/heartbeat/')).toHaveLength(0);
  });
});

describe('where one tab is stays its own', () => {
  it('another tab leaving a lesson does not change this tab’s module id', () => {
    signIn(ALICE);
    const { store } = renderShell('/pc/course/videoLearning?id=3');
    const unsubscribe = store.sub(moduleIdAtom, () => undefined);
    act(() => {
      localStorage.removeItem(MODULE_ID_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: MODULE_ID_STORAGE_KEY }));
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(store.get(moduleIdAtom)).toBe(2);
    unsubscribe();
  });
});

describe('a ?lang= change on an answer page asks first, like the language menu (spec §2)', () => {
  it('asks in the current language; confirming goes to /home in the asked language', async () => {
    signIn(ALICE);
    setLocale('th_TH');
    const { user } = renderShell('/pc/course/abilityAnswer?id=3&lang=en');
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนภาษาหรือไม่' });
    expect(i18n.language).toBe('th_TH');
    await user.click(within(dialog).getByRole('button', { name: 'เปลี่ยนภาษา' }));
    expect(window.location.pathname).toBe('/pc/home');
    expect(i18n.language).toBe('en_US');
  });

  it('cancelling keeps the language and the page, and takes the query out of the address', async () => {
    signIn(ALICE);
    setLocale('th_TH');
    const { user } = renderShell('/pc/leadershipDNA/answer?lang=en');
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนภาษาหรือไม่' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/pc/leadershipDNA/answer');
    expect(i18n.language).toBe('th_TH');
  });

  it('anywhere else, and when the language is already the asked one, it switches without asking', () => {
    signIn(ALICE);
    setLocale('th_TH');
    renderShell('/pc/course/videoLearning?id=3&lang=en');
    expect(i18n.language).toBe('en_US');
    expect(screen.queryByRole('dialog')).toBeNull();
    renderShell('/pc/course/abilityAnswer?id=3&lang=en');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
