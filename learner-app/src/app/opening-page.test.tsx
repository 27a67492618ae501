import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { setLocale } from '../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY } from '../shared/session/user-info';
import { loadPlayer } from '../shared/learning/player-code';
import { App, navigateWhenPageLoaded, preloadOpeningRoute } from './app';

// The player's code, counted: the unit's video page asks for it with its own.
vi.mock('../shared/learning/player-code', () => ({ loadPlayer: vi.fn(() => Promise.resolve({ default: () => null })) }));

// Runs isolated (vitest.config.ts): the pages' code must not be loaded by another file's test before these.
describe('a signed-in page opened by its address paints with its content, not with a loading placeholder first', () => {
  it('the page and the frame around it are in the first commit once main.tsx has preloaded the opening route', async () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: 42, userName: 'alice' }));
    setLocale('en_US');
    // Without the 300 ms cap: here the code is compiled on demand, which a loaded machine can make slower than that.
    await preloadOpeningRoute('/pc/datahandle', Number.POSITIVE_INFINITY);

    const { container } = renderWithProviders(<App />, { url: '/pc/datahandle' });

    // Read in the same task as the render: a page that suspended would show "Loading…" here, and React would hold
    // the page back for its 300 ms reveal throttle however soon its code arrived.
    expect(container.querySelector('.page-loading')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('a page whose code is not loaded yet still shows the loading placeholder, then the page', async () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: 42, userName: 'alice' }));
    setLocale('en_US');

    const { container } = renderWithProviders(<App />, { url: '/pc/companyList' });

    expect(container.querySelector('.page-loading')).not.toBeNull();
    expect(await screen.findByRole('main')).toBeTruthy();
  });

  it('the wait for a page loaded on demand ends after at most the given time, whether or not its code is there', async () => {
    vi.useFakeTimers();
    try {
      let settled = false;
      void preloadOpeningRoute('/pc/overview', 300).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(299);
      const early = settled;
      await vi.advanceTimersByTimeAsync(1);
      expect({ early, settled }).toEqual({ early: false, settled: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('the login page and unknown addresses need no code first: the wait resolves at once', async () => {
    let settled = 0;
    void preloadOpeningRoute('/pc/login').then(() => (settled += 1));
    void preloadOpeningRoute('/pc/no/such/page').then(() => (settled += 1));
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(2);
  });
});

describe('an in-app navigation waits for the target page’s code (at most 300 ms), so the page renders without a loading placeholder', () => {
  it('to a page whose code is there, to the login page or to an unknown address it navigates at once', async () => {
    await preloadOpeningRoute('/pc/datahandle', Number.POSITIVE_INFINITY);
    const navigate = vi.fn();
    navigateWhenPageLoaded(navigate, '/pc/datahandle?from=menu', { replace: true });
    navigateWhenPageLoaded(navigate, '/pc/login?lang=en', {});
    navigateWhenPageLoaded(navigate, '/pc/no/such/page', {});
    expect(navigate.mock.calls).toEqual([
      ['/pc/datahandle?from=menu', { replace: true }],
      ['/pc/login?lang=en', {}],
      ['/pc/no/such/page', {}],
    ]);
  });

  it('to a page whose code is not loaded yet it navigates once the code is there; the same page then navigates at once', async () => {
    // Only the cap is faked: vitest compiles the page on demand, which a loaded machine can make slower than 300 ms.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const navigate = vi.fn();
      navigateWhenPageLoaded(navigate, '/pc/projectCourseList?id=3', {});
      expect(navigate).not.toHaveBeenCalled();
      // The same loading (not vi.waitFor: it advances the faked timers, and so the cap, while it polls).
      await preloadOpeningRoute('/pc/projectCourseList', Number.POSITIVE_INFINITY);
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      expect(navigate.mock.calls).toEqual([['/pc/projectCourseList?id=3', {}]]);
      navigateWhenPageLoaded(navigate, '/pc/projectCourseList?id=4', {});
      expect(navigate).toHaveBeenLastCalledWith('/pc/projectCourseList?id=4', {});
    } finally {
      vi.useRealTimers();
    }
  });

  it('a newer navigation replaces one still waiting for its page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const navigate = vi.fn();
      navigateWhenPageLoaded(navigate, '/pc/leadershipDNA/evaluationReportAnalyze', {});
      navigateWhenPageLoaded(navigate, '/pc/login', {});
      await preloadOpeningRoute('/pc/leadershipDNA/evaluationReportAnalyze', Number.POSITIVE_INFINITY);
      await Promise.resolve();
      expect(navigate.mock.calls).toEqual([['/pc/login', {}]]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the unit’s video page starts the player’s code beside its own, not after the unit’s data (decision 0089, addendum)', () => {
  it('loading the video page’s code asks for the player’s; another unit page’s does not', async () => {
    await preloadOpeningRoute('/pc/course/essenceNotes', Number.POSITIVE_INFINITY);
    expect(loadPlayer).not.toHaveBeenCalled();
    await preloadOpeningRoute('/pc/course/videoLearning', Number.POSITIVE_INFINITY);
    expect(loadPlayer).toHaveBeenCalledTimes(1);
  });
});
