import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import { courseListAtom } from '../../../shared/learning/course-list';
import type { DnaReport } from '../api/dna';
import { SURVEY_ID, dnaAttempt, dnaEntry, dnaReport } from '../test-fixtures';
import { DnaAnalyzePage } from './dna-analyze-page';
import { DnaIntroductionPage } from './dna-introduction-page';
import { readyDnaReport } from '../test-fixtures';

function renderIntro(progress: number, report: DnaReport, timeLimitSeconds = 1200) {
  return renderWithProviders(<DnaIntroductionPage />, {
    url: '/leadershipDNA/evaluationIntroduction',
    replies: {
      'GET /sr/coursedna/queryCourseDNAList': envelope(0, [dnaEntry(progress, timeLimitSeconds)]),
      [`GET /sr/surveys/${SURVEY_ID}/report`]: envelope(0, report),
      [`PUT /api/surveys/${SURVEY_ID}/reset`]: envelope(0, dnaAttempt({ attemptId: 30 })),
    },
  });
}

describe('the DNA introduction: 10–20 minutes, the time limit and the retake rule; start, continue or retake', () => {
  it('not started: the rules and "Start the survey"', async () => {
    setLocale('en_US');
    renderIntro(0, dnaReport('none'));
    expect(await screen.findByText('The survey takes about 10–20 minutes.')).toBeTruthy();
    expect(screen.getByText('Time limit: 20 minutes. If the time runs out before you finish, no report is made.')).toBeTruthy();
    expect(screen.getByText(/You can take the survey again at any time/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start the survey' }).getAttribute('href')).toBe('/leadershipDNA/answer');
  });

  it('the time limit is the one the server is configured with (DNA_TIME_LIMIT_SECONDS), not a fixed 20 minutes', async () => {
    setLocale('en_US');
    renderIntro(0, dnaReport('none'), 900);
    expect(await screen.findByText('Time limit: 15 minutes. If the time runs out before you finish, no report is made.')).toBeTruthy();
  });

  it('in progress (50): continue, or start over', async () => {
    setLocale('en_US');
    renderIntro(50, dnaReport('none'));
    expect((await screen.findByRole('link', { name: 'Continue the survey' })).getAttribute('href')).toBe('/leadershipDNA/answer');
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
  });

  it('finished (100): view the report, or retake (reset, then the answer page); the header list gets the progress', async () => {
    setLocale('en_US');
    const { user, calls, store } = renderIntro(100, readyDnaReport());
    store.set(courseListAtom, [{ id: 0, name: 'Leadership DNA', progress: 50, select: false }]);
    expect((await screen.findByRole('link', { name: 'View my report' })).getAttribute('href')).toBe('/leadershipDNA/evaluationReport');
    await waitFor(() => {
      expect(store.get(courseListAtom)[0]?.progress).toBe(100);
    });
    await user.click(screen.getByRole('button', { name: 'Take the survey again' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/leadershipDNA/answer');
    });
    expect(calls.some((call) => call.method === 'PUT' && call.url.pathname === `/api/surveys/${SURVEY_ID}/reset`)).toBe(true);
    expect(store.get(courseListAtom)[0]?.progress).toBe(50);
  });

  it('the last attempt expired: "not finished in time — no report, please retake"', async () => {
    setLocale('en_US');
    renderIntro(0, dnaReport('expired'));
    expect((await screen.findByRole('alert')).textContent).toBe('Not finished in time — no report was made. Please take the survey again.');
    expect(screen.getByRole('button', { name: 'Take the survey again' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start the survey' })).toBeNull();
  });
});

describe('the DNA analysis: strengths, watch-outs and the narrative per dimension, with a link back', () => {
  it('shows each dimension and links back to the report', async () => {
    setLocale('en_US');
    const report = readyDnaReport();
    renderWithProviders(<DnaAnalyzePage />, {
      url: '/leadershipDNA/evaluationReportAnalyze?dimension=coach',
      replies: {
        'GET /sr/coursedna/queryCourseDNAList': envelope(0, [dnaEntry(100)]),
        [`GET /sr/surveys/${SURVEY_ID}/report`]: envelope(0, {
          ...report,
          dimensions: report.dimensions.map((dimension) => (dimension.key === 'analyst' ? { ...dimension, strengths: ['Careful with facts'], watchOuts: ['Slow to decide'] } : dimension)),
        }),
      },
    });
    const visionary = await screen.findByRole('region', { name: 'Visionary' });
    expect(visionary.textContent).toContain('Strengths');
    expect(visionary.textContent).toContain('Visionary is one of your natural strengths');
    expect(visionary.textContent).toContain('Watch-outs');
    expect(visionary.textContent).toContain('Visionary narrative.');
    const analyst = screen.getByRole('region', { name: 'Analyst' });
    expect(analyst.textContent).toContain('Careful with facts');
    expect(analyst.textContent).toContain('Slow to decide');
    // Focus moves in an effect after the report renders: on a busy machine that can come after the regions show.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Coach' })));
    expect(screen.getAllByRole('link', { name: 'Back to the report' })[0]?.getAttribute('href')).toBe('/leadershipDNA/evaluationReport');
  });
});
