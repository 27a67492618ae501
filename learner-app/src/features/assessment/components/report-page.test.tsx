import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { Report } from '../api/survey';
import { COURSE_ID, comparisonReport, readyReport } from '../test-fixtures';
import { AbilityReportPage, CheckReportPage } from './report-page';

const generating: Report = {
  ...readyReport(),
  status: 'generating',
  overall: null,
  competencies: [],
  keyActions: [],
  advice: [],
  openAnswers: [],
};

describe('the pre-assessment report: overall grade, grade per competency with the six labels, key actions, advice, a chart with a table alternative', () => {
  it('announces "being generated", asks again until ready, then shows the report', async () => {
    setLocale('en_US');
    let calls = 0;
    renderWithProviders(<AbilityReportPage />, {
      url: `/course/abilityReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/beforeTestRepoteNew/${COURSE_ID}`]: () => envelope(0, calls++ === 0 ? generating : readyReport()) },
    });
    const live = await screen.findByText('Your report is being generated…');
    expect(live.getAttribute('role')).toBe('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(await screen.findByText('62 points · General')).toBeTruthy();
    expect(calls).toBe(2);
    expect(live.textContent).toBe('');

    const table = screen.getByRole('table', { name: 'Results by competency' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['CompetencyScoreGrade', 'Coaching35Weak', 'Feedback92Very excellent']);
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Key actions' })).toBeTruthy();
    expect(screen.getByText('Ask before you tell')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Development advice' })).toBeTruthy();
    expect(screen.getByText('Practise open questions in every one-to-one.')).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Chart of the scores by competency (0–100); the table gives the same figures.' })).toBeTruthy();
  });

  it('shows the learner’s written answers to the open questions under their question, as text', async () => {
    setLocale('en_US');
    renderWithProviders(<AbilityReportPage />, {
      url: `/course/abilityReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/beforeTestRepoteNew/${COURSE_ID}`]: envelope(0, readyReport()) },
    });
    const section = (await screen.findByRole('heading', { name: 'Your written answers' })).closest('section')!;
    expect(within(section).getByRole('term').textContent).toBe('What will you try first?');
    expect(within(section).getByRole('definition').textContent).toBe('Ask my team what <they> need.');
  });

  it('uses the six grade labels in Thai', async () => {
    renderWithProviders(<AbilityReportPage />, {
      url: `/course/abilityReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/beforeTestRepoteNew/${COURSE_ID}`]: envelope(0, readyReport()) },
    });
    expect(await screen.findByText('อ่อน')).toBeTruthy();
    expect(screen.getByText('ดีเยี่ยมมาก')).toBeTruthy();
  });

  it('says what each competency means under its own heading', async () => {
    setLocale('en_US');
    renderWithProviders(<AbilityReportPage />, {
      url: `/course/abilityReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/beforeTestRepoteNew/${COURSE_ID}`]: envelope(0, readyReport()) },
    });
    const heading = await screen.findByRole('heading', { name: 'What each competency means', level: 3 });
    const list = heading.nextElementSibling as HTMLElement;
    const terms = within(list)
      .getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Coaching', 'Helping others grow'],
      ['Feedback', 'Giving useful feedback'],
    ]);
  });

  it('a ready report can be printed or saved as PDF from the browser’s print dialog', async () => {
    setLocale('en_US');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderWithProviders(<AbilityReportPage />, {
      url: `/course/abilityReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/beforeTestRepoteNew/${COURSE_ID}`]: envelope(0, readyReport()) },
    });
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('offers no printing before there is a report', async () => {
    setLocale('en_US');
    renderWithProviders(<AbilityReportPage />, {
      url: `/course/abilityReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/beforeTestRepoteNew/${COURSE_ID}`]: envelope(0, { ...generating, status: 'none' }) },
    });
    expect(await screen.findByText('There is no report yet: finish the test first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print or save as PDF' })).toBeNull();
  });

  it('without a finished attempt it sends the learner to the test', async () => {
    setLocale('en_US');
    renderWithProviders(<AbilityReportPage />, {
      url: `/course/abilityReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/beforeTestRepoteNew/${COURSE_ID}`]: envelope(0, { ...generating, status: 'none' }) },
    });
    expect(await screen.findByText('There is no report yet: finish the test first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take the test' }).getAttribute('href')).toBe(`/course/abilityTest?id=${COURSE_ID}`);
  });
});

describe('the post-assessment report compares before and after', () => {
  it('shows the comparison table', async () => {
    setLocale('en_US');
    renderWithProviders(<CheckReportPage />, {
      url: `/course/checkReport?id=${COURSE_ID}`,
      replies: { [`GET /sr/survey/afterTestReportNew/${COURSE_ID}`]: envelope(0, comparisonReport()) },
    });
    const table = await screen.findByRole('table', { name: 'Before and after the course' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'CompetencyPre-testPost-testChange',
      'Coaching35 · Weak72 · Good+37',
      'Feedback92 · Very excellent88 · Excellent-4',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Post-assessment report' })).toBeTruthy();
    expect(screen.getByText('80 points · Excellent')).toBeTruthy();
  });
});
