import { act, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../test/fake-fetch';
import { NO_COURSES, aCourse, aTourEntry, anActivity, aUnit, homeReplies, tourReplies } from '../../test/learning-fixtures';
import type { ReplyTable } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { signIn } from '../../test/session';
import { setLocale } from '../shared/i18n/i18n';
import { App, startOpeningRequests } from './app';

const COURSE = aCourse({ id: 7, coverUrl: '/media/covers/coaching.svg' });

/** The home page's replies; each of its first requests notes whether the page was on screen when it was sent. */
function notingHomeReplies(sentWithPageShown: Record<string, boolean[]>): ReplyTable {
  const noting = (path: string, data: unknown) => () => {
    (sentWithPageShown[path] ??= []).push(document.querySelector('main.home') !== null);
    return envelope(0, data);
  };
  return {
    ...homeReplies(),
    'GET /sr/v2/coursesOrProjectCourses': noting('courses', { ...NO_COURSES, courses: [COURSE] }),
    'GET /ddilearner/v2/user/continue': noting('continue', null),
    'GET /ddilearner/v1/user/activity': noting('activity', anActivity()),
  };
}

describe('/home asks for its data together with its code, not after it (its largest paint waits for the course list)', () => {
  it('the course list, the continue card and the week are asked for before the page is drawn, and once each', async () => {
    setLocale('en_US');
    signIn();
    const sent: Record<string, boolean[]> = {};
    renderWithProviders(<App />, { url: '/pc/home', replies: notingHomeReplies(sent) });

    // The page's code is loaded on demand: the first load in a test run can take seconds on a loaded machine.
    expect(await screen.findByRole('link', { name: 'Coaching for Success' }, { timeout: 15_000 })).toBeTruthy();
    expect(sent).toEqual({ courses: [false], continue: [false], activity: [false] });
  });
});

const UNIT = aUnit({ id: 11, learningPathMetaId: 7, courseName: 'Coaching for Success' });
const OPEN_COURSE = aCourse({
  id: 7,
  steps: [{ step: 2, status: 'open', opensAt: null, closesAt: null }],
  units: [{ id: 11, position: 1, title: 'Why coaching', status: 'notStarted', videoSeconds: 24, watchedSeconds: 0 }],
});

/** The course and unit pages' replies; each of their first requests notes whether a page was on screen when it was sent. */
function notingCourseReplies(sentWithPageShown: Record<string, boolean[]>): ReplyTable {
  const noting = (name: string, data: unknown) => () => {
    (sentWithPageShown[name] ??= []).push(document.querySelector('main.course, main.unit-page') !== null);
    return envelope(0, data);
  };
  return {
    ...tourReplies([aTourEntry(OPEN_COURSE)]),
    'GET /ddilearner/v2/user/learningpathes/7': noting('course', OPEN_COURSE),
    'GET /ddilearner/userTicket/verifyUserTicketIsExpire': noting('ticket', { expired: false }),
    'GET /ddilearner/v2/user/units/11': noting('unit', UNIT),
    'POST /ddilearner/v1/user/tick/init/essenceNotes': envelope(0, { tickId: 1, position: 0, completed: false }),
    'POST /ddilearner/v1/user/tick/update/1': envelope(0, { tickId: 1, position: 0, completed: true }),
    'GET /hb/v1/configuration/ddi-learner-pc': envelope(0, {}),
  };
}

describe('the course page and the unit pages ask for their data with their code, from the route’s query', () => {
  it('/course?id= asks for the course and its ticket before the page is drawn, once each', async () => {
    setLocale('en_US');
    signIn();
    const sent: Record<string, boolean[]> = {};
    renderWithProviders(<App />, { url: '/pc/course?id=7', replies: notingCourseReplies(sent) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching for Success' }, { timeout: 15_000 })).toBeTruthy();
    expect(sent).toEqual({ course: [false], ticket: [false] });
  });

  it('a unit page (?id=&unitId=) asks for the unit and its course before the page is drawn, once each', async () => {
    setLocale('en_US');
    signIn();
    const sent: Record<string, boolean[]> = {};
    renderWithProviders(<App />, { url: '/pc/course/essenceNotes?id=7&unitId=11', replies: notingCourseReplies(sent) });
    await waitFor(() => expect(document.querySelector('main.unit-page h1')?.textContent).toContain('Why coaching'), { timeout: 15_000 });
    expect(sent).toEqual({ course: [false], unit: [false] });
  });

  it('a unit page’s query without both ids starts nothing: the page reports the bad link itself', async () => {
    setLocale('en_US');
    signIn();
    const sent: Record<string, boolean[]> = {};
    renderWithProviders(<App />, { url: '/pc/course/essenceNotes?id=7', replies: notingCourseReplies(sent) });
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15_000 })).toBeTruthy();
    expect(sent).toEqual({});
  });

  it('from the course page to a unit, the course is asked for once more (the unit page’s own), not twice', async () => {
    setLocale('en_US');
    signIn();
    const sent: Record<string, boolean[]> = {};
    // The unit page's code is already there, as after a first visit: it mounts in the same pass as its route.
    await import('../features/course/components/essence-notes-page');
    renderWithProviders(<App />, { url: '/pc/course?id=7', replies: notingCourseReplies(sent) });
    await screen.findByRole('heading', { level: 1, name: 'Coaching for Success' }, { timeout: 15_000 });
    await act(async () => {
      navigate('/pc/course/essenceNotes?id=7&unitId=11');
    });
    await waitFor(() => expect(document.querySelector('main.unit-page h1')?.textContent).toContain('Why coaching'), { timeout: 15_000 });
    expect(sent.course).toEqual([false, true]);
    expect(sent.unit).toHaveLength(1);
  });
});

describe('an address opened cold asks for its page’s data before the first render, which waits for the page’s code', () => {
  it('/course?id= : the course and its ticket leave before the app renders, and the page takes them (asked once each)', async () => {
    setLocale('en_US');
    signIn();
    const sent: Record<string, boolean[]> = {};
    let sentBeforeRender: Record<string, boolean[]> = {};
    renderWithProviders(<App />, {
      url: '/pc/course?id=7',
      replies: notingCourseReplies(sent),
      beforeRender: (client) => {
        startOpeningRequests('/pc/course?id=7', client, true);
        sentBeforeRender = structuredClone(sent);
      },
    });
    expect(sentBeforeRender).toEqual({ course: [false], ticket: [false] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching for Success' }, { timeout: 15_000 })).toBeTruthy();
    expect(sent).toEqual({ course: [false], ticket: [false] });
  });

  it('nothing is asked for a page behind the login when nobody is signed in, nor for an address that changes the language', () => {
    setLocale('en_US');
    const sent: Record<string, boolean[]> = {};
    const { client } = renderWithProviders(<p>opening</p>, { url: '/pc/course?id=7', replies: notingCourseReplies(sent) });
    startOpeningRequests('/pc/course?id=7', client, false);
    startOpeningRequests('/pc/course?id=7&lang=th', client, true);
    expect(sent).toEqual({});
  });

  it('what was started for an address the first render does not show is forgotten: a later visit asks afresh', async () => {
    setLocale('en_US');
    signIn();
    const sent: Record<string, boolean[]> = {};
    renderWithProviders(<App />, {
      url: '/pc/home',
      replies: { ...homeReplies(), ...notingCourseReplies(sent) },
      beforeRender: (client) => {
        startOpeningRequests('/pc/course?id=7', client, true);
      },
    });
    await screen.findByRole('heading', { level: 1, name: /./ }, { timeout: 15_000 });
    await act(async () => {
      navigate('/pc/course?id=7');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coaching for Success' }, { timeout: 15_000 })).toBeTruthy();
    expect(sent.course).toHaveLength(2);
  });
});
