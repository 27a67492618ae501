/**
 * /leadershipDNA/evaluationIntroduction: what the survey is, that it takes
 * about 10–20 minutes (spec §1, §9), the time limit and the retake rule, and
 * the way in — start, continue (an attempt in progress, progress 50) or
 * retake (finished). When the last attempt ran out of time: "Not finished in
 * time — no report was made, please take the survey again" with the retake
 * button (spec §4).
 */
import { useEffect } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useDnaT } from '../../../shared/i18n/dna-namespace';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DNA_ANSWER_PATH, DNA_INTRODUCTION_PATH, DNA_REPORT_PATH } from '../../../shared/routing/paths';
import { fetchDnaEntry, fetchDnaReport } from '../api/dna';
import { DNA_PROGRESS, useSetDnaProgress } from '../dna-entry';
import { ExpiredNotice, useRetake } from './expired-notice';

/** "About 10–20 minutes" (spec §1); the time limit is the configured one the server sends. */
export const DNA_MINUTES = { min: 10, max: 20 } as const;

function RetakeButton({ surveyId, label }: { readonly surveyId: number; readonly label: string }) {
  const [, navigate] = useLocation();
  const { retake, busy } = useRetake(surveyId, () => {
    navigate(DNA_ANSWER_PATH);
  });
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={retake}>
      {label}
    </button>
  );
}

export function DnaIntroductionPage() {
  const tx = useDnaT();
  const client = useApiClient();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const setProgress = useSetDnaProgress();
  const state = useLoad(async () => {
    const entry = await fetchDnaEntry(client);
    const report = await fetchDnaReport(client, entry.surveyId);
    return { entry, report };
  }, [client, locale]);
  const progress = state.status === 'loaded' ? state.data.entry.progress : undefined;
  useEffect(() => {
    if (progress !== undefined) setProgress(progress);
  }, [progress, setProgress]);

  if (state.status === 'loading') return <main className="page assessment dna"><Skeleton lines={4} /></main>;
  if (state.status === 'failed') return <main className="page assessment dna"><LoadFailed onRetry={state.retry} /></main>;
  const { entry, report } = state.data;
  // The last attempt ran out of time: whatever the progress says, there is no report and the learner retakes.
  const expired = report.status === 'expired';
  const inProgress = !expired && entry.progress > DNA_PROGRESS.notStarted && entry.progress < DNA_PROGRESS.finished;
  const finished = !expired && entry.progress >= DNA_PROGRESS.finished;

  return (
    <main className="page assessment dna">
      <h1 className="page__title">{entry.name || tx('title')}</h1>
      <p className="assessment__subtitle">{tx('intro.lead')}</p>
      <ul className="assessment__rules">
        <li>{tx('intro.duration', { min: DNA_MINUTES.min, max: DNA_MINUTES.max })}</li>
        <li>{tx('intro.howTo')}</li>
        <li>{tx('intro.timeLimit', { minutes: Math.ceil(entry.timeLimitSeconds / 60) })}</li>
        <li>{tx('intro.retakeRule')}</li>
      </ul>
      {expired ? (
        <ExpiredNotice
          surveyId={entry.surveyId}
          onRetaken={() => {
            navigate(DNA_ANSWER_PATH);
          }}
        />
      ) : finished ? (
        <>
          <p className="notice" role="status">
            {tx('intro.finished')}
          </p>
          <p className="assessment__actions">
            <Link className="button button--primary" href={DNA_REPORT_PATH}>
              {tx('intro.viewReport')}
            </Link>
            <RetakeButton surveyId={entry.surveyId} label={tx('intro.retake')} />
          </p>
        </>
      ) : inProgress ? (
        <>
          <p className="notice" role="status">
            {tx('intro.inProgress')}
          </p>
          <p className="assessment__actions">
            <Link className="button button--primary" href={DNA_ANSWER_PATH}>
              {tx('intro.continue')}
            </Link>
            <RetakeButton surveyId={entry.surveyId} label={tx('intro.restart')} />
          </p>
        </>
      ) : (
        <p className="assessment__actions">
          <Link className="button button--primary" href={DNA_ANSWER_PATH}>
            {tx('intro.start')}
          </Link>
        </p>
      )}
    </main>
  );
}

/** /leadershipDNA itself leads to the introduction. */
export function DnaIndexPage() {
  return <Redirect to={DNA_INTRODUCTION_PATH} replace />;
}
