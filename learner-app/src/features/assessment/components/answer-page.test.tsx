import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { FakeReply, RecordedCall, ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { Toaster } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import type { AttemptState } from '../api/survey';
import { COURSE_ID, attempt } from '../test-fixtures';
import { AbilityAnswerPage, CheckAnswerPage, formatCountdown } from './answer-page';

const saved = (remainingSeconds = 1400, answeredCount = 1): FakeReply =>
  envelope(0, { answeredCount, remainingSeconds, deadline: '2026-01-05T03:25:00.000Z', serverNow: '2026-01-05T03:01:40.000Z' });

function replies(state: AttemptState, extra: ReplyTable = {}): ReplyTable {
  return {
    [`GET /sr/survey/show/${COURSE_ID}/${state.moduleId}/0`]: envelope(0, state),
    'POST /sr/survey/saveSurveyAnswer': saved(),
    [`POST /sr/survey/finish/${COURSE_ID}/${state.moduleId}`]: envelope(0, { status: 'finished', reportReadyAt: '2026-01-05T03:20:01.500Z' }),
    ...extra,
  };
}

function renderAnswer(state: AttemptState = attempt(), extra: ReplyTable = {}) {
  const Page = state.moduleId === 1 ? AbilityAnswerPage : CheckAnswerPage;
  const page = state.moduleId === 1 ? 'abilityAnswer' : 'checkAnswer';
  return renderWithProviders(
    <>
      <Page />
      <Toaster />
    </>,
    { url: `/course/${page}?id=${COURSE_ID}`, replies: replies(state, extra) },
  );
}

const saves = (calls: readonly RecordedCall[]) => calls.filter((call) => call.url.pathname === '/sr/survey/saveSurveyAnswer').map((call) => call.body);

describe('answer pages: one question at a time — single choice radios, multiple choice checkboxes, open text — each answer saved at once', () => {
  it('walks through the three kinds with progress "n / total" and finishes to the report', async () => {
    setLocale('en_US');
    const { user, calls } = renderAnswer();
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    const single = screen.getByRole('radiogroup', { name: /When a team member misses a deadline/ });
    expect(within(single).getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Ask what got in the way' }));
    await waitFor(() => {
      expect(saves(calls)).toEqual([{ courseId: COURSE_ID, moduleId: 1, attemptId: 11, questionId: 1, optionIds: [11] }]);
    });
    expect(await screen.findByText('Saved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(Number(screen.getByRole('progressbar', { name: 'Question 2 of 3' }).getAttribute('aria-valuenow'))).toBeCloseTo(66.67, 1);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Open questions' }));
    await user.click(screen.getByRole('checkbox', { name: 'Agreeing next steps' }));
    await waitFor(() => {
      expect(saves(calls).at(-1)).toEqual({ courseId: COURSE_ID, moduleId: 1, attemptId: 11, questionId: 2, optionIds: [21, 22] });
    });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Describe a recent feedback conversation/ }), 'We agreed on two steps.');
    await user.click(screen.getByRole('button', { name: 'Finish the test' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/course/abilityReport');
    });
    expect(saves(calls).at(-1)).toEqual({ courseId: COURSE_ID, moduleId: 1, attemptId: 11, questionId: 3, text: 'We agreed on two steps.' });
    const finish = calls.find((call) => call.url.pathname === `/sr/survey/finish/${COURSE_ID}/1`);
    expect(finish?.body).toEqual({ attemptId: 11 });
    // The finish went out after every save.
    expect(calls.indexOf(finish as RecordedCall)).toBeGreaterThan(calls.findLastIndex((call) => call.url.pathname === '/sr/survey/saveSurveyAnswer'));
  });

  it('moving on without an answer says "Please choose an answer" (spec §5) and stays', async () => {
    setLocale('en_US');
    const { user, calls } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an answer');
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(saves(calls)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Take the work over' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in Thai by default', async () => {
    const { user } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByRole('alert').textContent).toBe('กรุณาเลือกคำตอบ');
  });

  it('the post-test (module 4) saves with module 4', async () => {
    setLocale('en_US');
    const { user, calls } = renderAnswer(attempt({ moduleId: 4 }));
    await user.click(await screen.findByRole('radio', { name: 'Ask what got in the way' }));
    await waitFor(() => {
      expect(saves(calls)).toEqual([{ courseId: COURSE_ID, moduleId: 4, attemptId: 11, questionId: 1, optionIds: [11] }]);
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ability check (post-test)');
  });
});

describe('the countdown starts from remainingSeconds and is re-synced with the server on every save', () => {
  it('shows the server’s time left after a save', async () => {
    setLocale('en_US');
    expect(formatCountdown(1500)).toBe('25:00');
    const { user } = renderAnswer(attempt({ remainingSeconds: 600 }), { 'POST /sr/survey/saveSurveyAnswer': saved(120) });
    expect((await screen.findByRole('timer', { name: 'Time left' })).textContent).toMatch(/^(10:00|09:59)$/);
    await user.click(screen.getByRole('radio', { name: 'Ask what got in the way' }));
    await waitFor(() => {
      expect(screen.getByRole('timer').textContent).toMatch(/^(02:00|01:59)$/);
    });
  });
});

describe('when time is up, "It’s time, the quiz is over" ends the test and leads to the report (spec §4, §8)', () => {
  it('at 0 on the countdown', async () => {
    setLocale('en_US');
    const { user } = renderAnswer(attempt({ remainingSeconds: 1 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'It’s time, the quiz is over' });
    await user.click(within(dialog).getByRole('button', { name: 'View the report' }));
    expect(window.location.pathname).toBe('/course/abilityReport');
    expect(window.location.search).toBe(`?id=${COURSE_ID}`);
  });

  it('when the server refuses a save as past the deadline (4092)', async () => {
    setLocale('en_US');
    const { user } = renderAnswer(attempt(), {
      'POST /sr/survey/saveSurveyAnswer': { status: 409, json: { code: 4092, message: 'It’s time, the quiz is over', data: null } },
    });
    await user.click(await screen.findByRole('radio', { name: 'Ask what got in the way' }));
    expect(await screen.findByRole('alertdialog', { name: 'It’s time, the quiz is over' })).toBeTruthy();
  });

  it('an attempt the server already expired shows it at once', async () => {
    setLocale('en_US');
    renderAnswer(attempt({ status: 'expired', remainingSeconds: 0 }));
    expect(await screen.findByRole('alertdialog', { name: 'It’s time, the quiz is over' })).toBeTruthy();
  });
});

describe('no answer is lost: a failed save is retried in order and the learner sees the connection state', () => {
  it('shows "Offline — retrying" while the save fails, then "Saved" once it went through', async () => {
    setLocale('en_US');
    let failures = 1;
    const { user, calls } = renderAnswer(attempt(), {
      'POST /sr/survey/saveSurveyAnswer': () => (failures-- > 0 ? { networkError: true } : saved()),
    });
    await user.click(await screen.findByRole('radio', { name: 'Ask what got in the way' }));
    expect(await screen.findByText('Offline — retrying')).toBeTruthy();
    expect(sessionStorage.getItem(`assessment:${COURSE_ID}:1:pending`)).toContain('"questionId":1');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(saves(calls)).toHaveLength(2);
    expect(saves(calls)[1]).toEqual(saves(calls)[0]);
    expect(sessionStorage.getItem(`assessment:${COURSE_ID}:1:pending`)).toBeNull();
  });
});

describe('a reload resumes the attempt where it was', () => {
  it('shows the server’s answers and the question index kept in sessionStorage', async () => {
    setLocale('en_US');
    sessionStorage.setItem(`assessment:${COURSE_ID}:1:position`, JSON.stringify({ attemptId: 11, index: 1 }));
    renderAnswer(attempt({ answers: [{ questionId: 2, optionIds: [22], text: '' }], answeredCount: 1 }));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Agreeing next steps' })).toHaveProperty('checked', true);
  });
});

describe('finishing with unanswered questions asks first', () => {
  it('says how many are unanswered; "Back to the test" keeps the learner on the page', async () => {
    setLocale('en_US');
    const { user, calls } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'Finish the test' }));
    const dialog = screen.getByRole('dialog', { name: 'Finish the test?' });
    expect(dialog.textContent).toContain('3 questions are not answered yet');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the test' }));
    expect(calls.some((call) => call.url.pathname.startsWith('/sr/survey/finish'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Finish the test' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Finish the test?' })).getByRole('button', { name: 'Finish' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/course/abilityReport');
    });
  });
});

describe('the exit dialog offers exit or continue; exit goes to the project course list when a project id is stored, else home (spec §4)', () => {
  it('home without a project', async () => {
    setLocale('en_US');
    const { user } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'Exit the test' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(window.location.pathname).toBe('/course/abilityAnswer');
    await user.click(screen.getByRole('button', { name: 'Exit the test' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave the test?' })).getByRole('button', { name: 'Exit' }));
    expect(window.location.pathname).toBe('/home');
  });

  it('the project course list with a stored project', async () => {
    setLocale('en_US');
    localStorage.setItem('projectId', '5');
    const { user } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'Exit the test' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave the test?' })).getByRole('button', { name: 'Exit' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/projectCourseList?id=5');
  });
});

describe('changing language on an answer page asks for confirmation first', () => {
  it('opens the confirmation instead of switching', async () => {
    setLocale('en_US');
    const { user } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    expect(screen.getByRole('dialog', { name: 'Change the language?' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the pre-test can be taken only once', () => {
  it('shows the server’s message and links to the report', async () => {
    setLocale('en_US');
    renderWithProviders(<AbilityAnswerPage />, {
      url: `/course/abilityAnswer?id=${COURSE_ID}`,
      replies: {
        [`GET /sr/survey/show/${COURSE_ID}/1/0`]: { status: 409, json: { code: 4091, message: 'The pre-test can be taken only once', data: null } },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The pre-test can be taken only once');
    expect(screen.getByRole('link', { name: 'View the report' }).getAttribute('href')).toBe(`/course/abilityReport?id=${COURSE_ID}`);
  });
});

describe('an answer page whose step is closed says so, with the way back to the course (not "loading failed")', () => {
  it.each([
    [4093, 'This step of the course is not open yet'],
    [4094, 'This step of the course has expired'],
  ])('code %i: the server’s message and a link to the course', async (code, message) => {
    setLocale('en_US');
    renderWithProviders(<CheckAnswerPage />, {
      url: `/course/checkAnswer?id=${COURSE_ID}`,
      replies: {
        [`GET /sr/survey/show/${COURSE_ID}/4/0`]: { status: 409, json: { code, message, data: null } },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(`/course?id=${COURSE_ID}`);
    expect(screen.queryByText('Oh, loading failed')).toBeNull();
  });
});
