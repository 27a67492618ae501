import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/fake-fetch';
import type { FakeReply, RecordedCall } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import type { DnaReport } from '../api/dna';
import { SURVEY_ID, dnaAttempt, dnaEntry, dnaReport, readyDnaReport } from '../test-fixtures';
import { DnaReportPage } from './dna-report-page';

function renderReport(report: DnaReport | (() => FakeReply), progress = 100) {
  return renderWithProviders(<DnaReportPage />, {
    url: '/leadershipDNA/evaluationReport',
    replies: {
      'GET /sr/coursedna/queryCourseDNAList': envelope(0, [dnaEntry(progress)]),
      [`GET /sr/surveys/${SURVEY_ID}/report`]: typeof report === 'function' ? report : envelope(0, report),
      [`POST /sr/coursedna/saveDNAUserAudioRecord/${SURVEY_ID}/1`]: envelope(0, { saved: true }),
      [`PUT /api/surveys/${SURVEY_ID}/reset`]: envelope(0, dnaAttempt()),
    },
  });
}

const audioRecords = (calls: readonly RecordedCall[]) =>
  calls.filter((call) => call.url.pathname.startsWith('/sr/coursedna/saveDNAUserAudioRecord/')).map((call) => [call.url.pathname, call.body]);

/** Moves the (jsdom, never really playing) audio element to `seconds` and tells React. */
function playTo(audio: HTMLAudioElement, seconds: number, event: 'timeUpdate' | 'pause' | 'play' = 'timeUpdate') {
  Object.defineProperty(audio, 'currentTime', { configurable: true, value: seconds });
  fireEvent[event](audio);
}

describe('the DNA report: generating → ready; icon, score, level, narrative and expert audio per dimension; a chart with a table alternative', () => {
  it('announces "being generated", asks again until ready, then shows the report', async () => {
    setLocale('en_US');
    let asked = 0;
    renderReport(() => envelope(0, asked++ === 0 ? dnaReport('generating') : readyDnaReport()));
    const live = await screen.findByText('Your report is being generated…');
    expect(live.getAttribute('role')).toBe('status');
    expect(await screen.findByRole('heading', { name: 'Your six dimensions' })).toBeTruthy();
    expect(asked).toBe(2);
    expect(live.textContent).toBe('');
    expect(screen.getByText('You lead by painting the way ahead.')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Scores by dimension' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DimensionScoreLevel',
      'Visionary88High',
      'Coach54Moderate',
      'Analyst20Low',
    ]);
    expect(await screen.findByRole('img', { name: 'Chart of your scores by dimension (0–100); the table gives the same figures.' })).toBeTruthy();

    const visionary = screen.getByRole('article', { name: 'Visionary' });
    expect(visionary.querySelector('img')?.getAttribute('src')).toBe('/media/dna/icons/visionary.svg');
    expect(within(visionary).getByText('88 of 100')).toBeTruthy();
    expect(within(visionary).getByText('Visionary narrative.')).toBeTruthy();
    const audio = within(visionary).getByLabelText('Expert audio: Visionary');
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.getAttribute('src')).toBe('/media/dna/audio/en/visionary.webm');
    expect(within(visionary).getByRole('link', { name: 'Analysis of Visionary' }).getAttribute('href')).toBe(
      '/leadershipDNA/evaluationReportAnalyze?dimension=visionary',
    );
  });

  it('while loading and while generating shows a skeleton shaped like the report: chart, table and a card per dimension', async () => {
    setLocale('en_US');
    let asked = 0;
    renderReport(() => envelope(0, asked++ === 0 ? dnaReport('generating') : readyDnaReport()));
    const loading = screen.getByRole('status', { name: 'Loading…' });
    expect(loading.querySelector('.skeleton__bone--radar')).not.toBeNull();
    expect(loading.querySelectorAll('.skeleton__dimension').length).toBeGreaterThan(0);
    await screen.findByText('Your report is being generated…');
    const generating = screen.getByRole('status', { name: 'Loading…' });
    expect(generating.querySelector('.skeleton__bone--heading'), 'the page already shows the title').toBeNull();
    expect(generating.querySelectorAll('.skeleton__dimension').length).toBeGreaterThan(0);
    await screen.findByRole('heading', { name: 'Your six dimensions' });
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('levels in Thai', async () => {
    renderReport(readyDnaReport());
    expect(await screen.findAllByText('สูง')).not.toHaveLength(0);
    expect(screen.getAllByText('ต่ำ')).not.toHaveLength(0);
  });

  it('records each play of an expert audio: seconds actually played on pause, completed at the end', async () => {
    setLocale('en_US');
    const { calls } = renderReport(readyDnaReport());
    const audio = (await screen.findByLabelText('Expert audio: Visionary')) as HTMLAudioElement;
    playTo(audio, 0, 'play');
    for (const second of [1, 2, 3]) playTo(audio, second);
    playTo(audio, 3.2, 'pause');
    await waitFor(() => {
      expect(audioRecords(calls)).toEqual([[`/sr/coursedna/saveDNAUserAudioRecord/${SURVEY_ID}/1`, { playedSeconds: 3, completed: false }]]);
    });
    // A jump (seek) is not listening; playing on to the end completes it.
    playTo(audio, 3.2, 'play');
    fireEvent.seeking(audio);
    for (const second of [6, 6.5, 7]) playTo(audio, second);
    Object.defineProperty(audio, 'ended', { configurable: true, value: true });
    fireEvent.pause(audio);
    fireEvent.ended(audio);
    await waitFor(() => {
      expect(audioRecords(calls)).toHaveLength(2);
    });
    expect(audioRecords(calls)[1]).toEqual([`/sr/coursedna/saveDNAUserAudioRecord/${SURVEY_ID}/1`, { playedSeconds: 1, completed: true }]);
  });

  it('says when the audio falls back to English', async () => {
    setLocale('zh_TW');
    const report = readyDnaReport();
    renderReport({ ...report, dimensions: report.dimensions.map((dimension) => ({ ...dimension, audio: { ...dimension.audio, fallback: true } })) });
    expect(await screen.findAllByText(/此音訊為英文/)).toHaveLength(3);
  });

  it('an expired last attempt has no report and offers the retake', async () => {
    setLocale('en_US');
    const { user, calls } = renderReport(dnaReport('expired'), 0);
    expect((await screen.findByRole('alert')).textContent).toBe('Not finished in time — no report was made. Please take the survey again.');
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Take the survey again' }));
    await waitFor(() => {
      expect(window.location.pathname).toBe('/leadershipDNA/answer');
    });
    expect(calls.some((call) => call.method === 'PUT' && call.url.pathname === `/api/surveys/${SURVEY_ID}/reset`)).toBe(true);
  });

  it('without a finished survey it links to the introduction', async () => {
    setLocale('en_US');
    renderReport(dnaReport('none'), 0);
    expect((await screen.findByRole('link', { name: 'Go to the survey' })).getAttribute('href')).toBe('/leadershipDNA/evaluationIntroduction');
  });
});
