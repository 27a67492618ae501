import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { FakeReply, RecordedCall, ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { Toaster } from '../../../shared/components/toast';
import { setLocale } from '../../../shared/i18n/i18n';
import { courseListAtom } from '../../../shared/learning/course-list';
import type { DnaAttempt } from '../api/dna';
import { SURVEY_ID, TOUR_ID, dnaAttempt, dnaEntry } from '../test-fixtures';
import { DnaAnswerPage } from './dna-answer-page';

const saved = (remainingSeconds = 1100, answeredCount = 1): FakeReply =>
  envelope(0, { answeredCount, remainingSeconds, deadline: '2026-01-05T03:20:00.000Z', serverNow: '2026-01-05T03:01:40.000Z' });

function replies(state: DnaAttempt, extra: ReplyTable = {}): ReplyTable {
  return {
    'GET /sr/coursedna/queryCourseDNAList': envelope(0, [dnaEntry(50)]),
    [`POST /sr/learningtourEN/${TOUR_ID}/showSurvey/${SURVEY_ID}`]: envelope(0, state),
    [`POST /sr/learningtourTH/${TOUR_ID}/showSurvey/${SURVEY_ID}`]: envelope(0, state),
    [`PATCH /api/surveys/${SURVEY_ID}`]: saved(),
    [`PUT /api/surveys/${SURVEY_ID}`]: envelope(0, { remainingSeconds: 1000, deadline: null, serverNow: '', status: 'inProgress' }),
    [`PUT /api/surveys/${SURVEY_ID}/reset`]: envelope(0, dnaAttempt({ attemptId: 22 })),
    [`POST /api/learningtour/${TOUR_ID}/finishSurvey/${SURVEY_ID}`]: envelope(0, { status: 'finished', reportReadyAt: '2026-01-05T03:15:01.500Z' }),
    ...extra,
  };
}

function renderAnswer(state: DnaAttempt = dnaAttempt(), extra: ReplyTable = {}) {
  return renderWithProviders(
    <>
      <DnaAnswerPage />
      <Toaster />
    </>,
    { url: '/leadershipDNA/answer', replies: replies(state, extra) },
  );
}

const patches = (calls: readonly RecordedCall[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);
const timings = (calls: readonly RecordedCall[]) => calls.filter((call) => call.method === 'PUT' && call.url.pathname === `/api/surveys/${SURVEY_ID}`);

describe('DNA answer page: one item at a time with "n / total"; each choice saved with PATCH { questionId, optionId } (spec §3)', () => {
  it('starts the attempt in the language path, saves every choice and finishes once all are answered', async () => {
    setLocale('en_US');
    const { user, calls, store } = renderAnswer();
    store.set(courseListAtom, [{ id: 0, name: 'Leadership DNA', progress: 0, select: false }]);
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname === `/sr/learningtourEN/${TOUR_ID}/showSurvey/${SURVEY_ID}` && call.method === 'POST')).toBe(true);
    const finish = screen.getByRole('button', { name: 'Finish the survey' });
    expect(finish).toHaveProperty('disabled', true);
    expect(screen.getByText('3 questions left to answer')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Paint the picture of where we are going' }));
    await waitFor(() => {
      expect(patches(calls)).toEqual([{ questionId: 101, optionId: 1001 }]);
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Set a clear deadline' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Guard the budget' }));
    expect(screen.getByText('All questions are answered: you can finish.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish the survey' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/leadershipDNA/evaluationReport');
    });
    expect(patches(calls)).toEqual([
      { questionId: 101, optionId: 1001 },
      { questionId: 102, optionId: 1004 },
      { questionId: 103, optionId: 1006 },
    ]);
    const finishCall = calls.findIndex((call) => call.url.pathname === `/api/learningtour/${TOUR_ID}/finishSurvey/${SURVEY_ID}`);
    expect(finishCall).toBeGreaterThan(calls.findLastIndex((call) => call.method === 'PATCH'));
    // The header's DNA entry now routes to the report.
    expect(store.get(courseListAtom)[0]?.progress).toBe(100);
  });

  it('moving on without an answer says "Please choose an answer" (spec §5), in Thai by default', async () => {
    const { user } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByRole('alert').textContent).toBe('กรุณาเลือกคำตอบ');
    expect(screen.getByText('ข้อที่ 1 จาก 3')).toBeTruthy();
  });

  it('a reload resumes with the server’s answers at the first open item', async () => {
    setLocale('en_US');
    renderAnswer(dnaAttempt({ answers: [{ questionId: 101, optionId: 1002 }], answeredCount: 1 }));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
  });
});

describe('no answer is lost: a failed save is retried and the learner sees the connection state', () => {
  it('"Offline — retrying", then "Saved" with the same body sent again', async () => {
    setLocale('en_US');
    let failures = 1;
    const { user, calls } = renderAnswer(dnaAttempt(), { [`PATCH /api/surveys/${SURVEY_ID}`]: () => (failures-- > 0 ? { networkError: true } : saved()) });
    await user.click(await screen.findByRole('radio', { name: 'Check the facts and figures' }));
    expect(await screen.findByText('Offline — retrying')).toBeTruthy();
    expect(sessionStorage.getItem(`dna:${SURVEY_ID}:pending`)).toContain('"questionId":101');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(patches(calls)).toEqual([
      { questionId: 101, optionId: 1002 },
      { questionId: 101, optionId: 1002 },
    ]);
    expect(sessionStorage.getItem(`dna:${SURVEY_ID}:pending`)).toBeNull();
  });
});

describe('the countdown follows the server: re-synced by every save and by the timing PUT on visibility change', () => {
  it('re-syncs from the PATCH answer and from PUT /api/surveys/{id} when the page becomes visible', async () => {
    setLocale('en_US');
    const { user, calls } = renderAnswer(dnaAttempt({ remainingSeconds: 600 }), {
      [`PATCH /api/surveys/${SURVEY_ID}`]: saved(300),
      [`PUT /api/surveys/${SURVEY_ID}`]: envelope(0, { remainingSeconds: 90, deadline: null, serverNow: '', status: 'inProgress' }),
    });
    expect((await screen.findByRole('timer', { name: 'Time left' })).textContent).toMatch(/^(10:00|09:59)$/);
    await user.click(screen.getByRole('radio', { name: 'Check the facts and figures' }));
    await waitFor(() => {
      expect(screen.getByRole('timer').textContent).toMatch(/^(05:00|04:59)$/);
    });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => {
      expect(screen.getByRole('timer').textContent).toMatch(/^(01:30|01:29)$/);
    });
    expect(timings(calls)).toHaveLength(1);
    expect(timings(calls)[0]?.body).toEqual({ elapsedSeconds: expect.any(Number) as number });
  });
});

describe('time up: "Not finished in time — no report, please retake" with a retake button that resets (spec §4)', () => {
  it('when the server refuses a save with 409 4192; the retake starts a fresh attempt', async () => {
    setLocale('en_US');
    const { user, calls } = renderAnswer(dnaAttempt(), {
      [`PATCH /api/surveys/${SURVEY_ID}`]: {
        status: 409,
        json: { code: 4192, message: 'Not finished in time: no report was made. Please take the survey again.', data: null },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Check the facts and figures' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not finished in time — no report was made. Please take the survey again.');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Take the survey again' }));
    expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === `/api/surveys/${SURVEY_ID}/reset` && call.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Check the facts and figures' })).toHaveProperty('checked', false);
  });

  it('at 0 on the countdown', async () => {
    setLocale('en_US');
    renderAnswer(dnaAttempt({ remainingSeconds: 1 }));
    expect(await screen.findByRole('button', { name: 'Take the survey again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Not finished in time');
  });

  it('when the last attempt already ran out (show answers expired without questions)', async () => {
    setLocale('en_US');
    renderAnswer(dnaAttempt({ status: 'expired', questions: [], remainingSeconds: 0 }));
    expect(await screen.findByRole('heading', { name: 'Not finished in time' })).toBeTruthy();
  });

  it('when the timing answer says expired', async () => {
    setLocale('en_US');
    renderAnswer(dnaAttempt(), {
      [`PUT /api/surveys/${SURVEY_ID}`]: envelope(0, { remainingSeconds: 0, deadline: null, serverNow: '', status: 'expired' }),
    });
    await screen.findByText('Question 1 of 3');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('button', { name: 'Take the survey again' })).toBeTruthy();
  });
});

describe('changing language on the answer page asks first', () => {
  it('opens the confirmation instead of switching', async () => {
    setLocale('en_US');
    const { user } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitemradio', { name: 'ไทย' }));
    expect(screen.getByRole('dialog', { name: 'Change the language?' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('the exit dialog offers exit or continue (spec §4); exit goes home, continue stays', () => {
  it('asks before leaving, "Continue" keeps the learner on the item, "Exit" goes to /home', async () => {
    setLocale('en_US');
    const { user } = renderAnswer();
    await user.click(await screen.findByRole('button', { name: 'Exit the survey' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the survey?' });
    expect(dialog.textContent).toContain('Your answers so far are saved, but the time keeps running.');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(window.location.pathname).toBe('/leadershipDNA/answer');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave the survey?' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Exit the survey' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave the survey?' })).getByRole('button', { name: 'Exit' }));
    expect(window.location.pathname).toBe('/home');
  });
});
