import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fake-fetch';
import { NO_COURSES, aCourse, homeReplies } from '../../test/learning-fixtures';
import type { ReplyTable } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { setLocale } from '../shared/i18n/i18n';
import { USER_INFO_STORAGE_KEY } from '../shared/session/user-info';
import { App } from './app';

const COURSE = aCourse({ id: 7, coverUrl: '/media/covers/coaching.svg' });

/** The home page's replies; each of its two first requests notes whether the page was on screen when it was sent. */
function notingHomeReplies(sentWithPageShown: Record<string, boolean[]>): ReplyTable {
  const noting = (path: string, data: unknown) => () => {
    (sentWithPageShown[path] ??= []).push(document.querySelector('main.home') !== null);
    return envelope(0, data);
  };
  return {
    ...homeReplies(),
    'GET /sr/v2/coursesOrProjectCourses': noting('courses', { ...NO_COURSES, courses: [COURSE] }),
    'GET /ddilearner/v2/user/continue': noting('continue', null),
  };
}

describe('/home asks for its data together with its code, not after it (its largest paint waits for the course list)', () => {
  it('the course list and the continue card are asked for before the page is drawn, and once each', async () => {
    setLocale('en_US');
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: 42, userName: 'alice' }));
    const sent: Record<string, boolean[]> = {};
    renderWithProviders(<App />, { url: '/pc/home', replies: notingHomeReplies(sent) });

    // The page's code is loaded on demand: the first load in a test run can take seconds on a loaded machine.
    expect(await screen.findByRole('link', { name: 'Coaching for Success' }, { timeout: 15_000 })).toBeTruthy();
    expect(sent).toEqual({ courses: [false], continue: [false] });
  });
});
