import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { SurveyStatus } from '../api/survey';
import { COURSE_ID, attempt, surveyStatus } from '../test-fixtures';
import { AbilityTestPage, CheckTestPage } from './test-intro-page';

function renderIntro(status: SurveyStatus, extra: ReplyTable = {}) {
  const Page = status.moduleId === 1 ? AbilityTestPage : CheckTestPage;
  return renderWithProviders(<Page />, {
    url: `/course/${status.moduleId === 1 ? 'abilityTest' : 'checkTest'}?id=${COURSE_ID}`,
    replies: { [`GET /sr/survey/getSurvey/${COURSE_ID}/${status.moduleId}`]: envelope(0, status), ...extra },
  });
}

describe('the pre-test introduction: 10–25 minutes, once only, leaving midway may make results inaccurate (spec §4)', () => {
  it('states the rules and starts the test', async () => {
    setLocale('en_US');
    renderIntro(surveyStatus());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ability diagnosis (pre-test)' })).toBeTruthy();
    expect(screen.getByText('The test takes 10–25 minutes and has 3 questions.')).toBeTruthy();
    expect(screen.getByText('You can take the pre-test only once.')).toBeTruthy();
    expect(screen.getByText('Leaving midway may make your results inaccurate.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the test' }).getAttribute('href')).toBe(`/course/abilityAnswer?id=${COURSE_ID}`);
  });

  it('the time limit is the one the server is configured with (ASSESSMENT_TIME_LIMIT_SECONDS), not a fixed 25 minutes', async () => {
    setLocale('en_US');
    renderIntro(surveyStatus({ timeLimitSeconds: 1800 }));
    expect(await screen.findByText('Time limit: 30 minutes. The test ends by itself when the time is up.')).toBeTruthy();
  });

  it('in Thai', async () => {
    renderIntro(surveyStatus());
    expect(await screen.findByText('การออกกลางคันอาจทำให้ผลลัพธ์ไม่แม่นยำ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'เริ่มทำแบบทดสอบ' })).toBeTruthy();
  });

  it('a finished pre-test links to its report and cannot be started again', async () => {
    setLocale('en_US');
    renderIntro(surveyStatus({ status: 'finished', attemptId: 11, answeredCount: 3, canStart: false, reportReady: true }));
    expect(await screen.findByText('You have finished this test.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the report' }).getAttribute('href')).toBe(`/course/abilityReport?id=${COURSE_ID}`);
    expect(screen.queryByRole('link', { name: 'Start the test' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Take the test again' })).toBeNull();
  });

  it('a finished post-test may be taken again (reset)', async () => {
    setLocale('en_US');
    const { user, calls } = renderIntro(surveyStatus({ moduleId: 4, status: 'finished', attemptId: 12, canStart: true, onceOnly: false }), {
      [`POST /sr/survey/reset/${COURSE_ID}/4/12`]: envelope(0, attempt({ moduleId: 4, attemptId: 13 })),
    });
    await user.click(await screen.findByRole('button', { name: 'Take the test again' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/course/checkAnswer');
    });
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname === `/sr/survey/reset/${COURSE_ID}/4/12`)).toBe(true);
  });
});

describe('with answers in progress the prompt "completed N questions, continue?" offers restart, continue or exit', () => {
  const inProgress = surveyStatus({ status: 'inProgress', attemptId: 11, answeredCount: 2 });

  it('continue goes to the answer page', async () => {
    setLocale('en_US');
    const { user } = renderIntro(inProgress);
    const dialog = await screen.findByRole('dialog', { name: 'Continue the test?' });
    expect(dialog.textContent).toContain('You have completed 2 questions, continue?');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(window.location.pathname).toBe('/course/abilityAnswer');
  });

  it('restart resets the attempt, then goes to the answer page', async () => {
    setLocale('en_US');
    sessionStorage.setItem(`assessment:${COURSE_ID}:1:position`, JSON.stringify({ attemptId: 11, index: 2 }));
    const { user, calls } = renderIntro(inProgress, { [`POST /sr/survey/reset/${COURSE_ID}/1/11`]: envelope(0, attempt({ attemptId: 14 })) });
    await user.click(within(await screen.findByRole('dialog', { name: 'Continue the test?' })).getByRole('button', { name: 'Restart' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/course/abilityAnswer');
    });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([`/sr/survey/reset/${COURSE_ID}/1/11`]);
    expect(sessionStorage.getItem(`assessment:${COURSE_ID}:1:position`)).toBeNull();
  });

  it('exit goes home, or to the project course list when a project id is stored', async () => {
    setLocale('en_US');
    const first = renderIntro(inProgress);
    await first.user.click(within(await screen.findByRole('dialog', { name: 'Continue the test?' })).getByRole('button', { name: 'Exit' }));
    expect(window.location.pathname).toBe('/home');
    first.unmount();
    localStorage.setItem('projectId', '5');
    const second = renderIntro(inProgress);
    await second.user.click(within(await screen.findByRole('dialog', { name: 'Continue the test?' })).getByRole('button', { name: 'Exit' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/projectCourseList?id=5');
  });
});
