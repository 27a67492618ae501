/**
 * /leadershipDNA/evaluationReport: the Leadership DNA report (spec §1) — the
 * summary, a radar chart of the six dimension scores with a real table as its
 * text alternative, and per dimension its icon, score, level, narrative and
 * the expert audio (plays recorded). While the report is being generated it
 * says so and asks again every 1.5 s (spec §4); when the last attempt ran out
 * of time there is no report and the learner retakes.
 */
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { ClipboardList } from 'lucide-react';
import { LoadFailed } from '../../../shared/components/load-state';
import { StatePanel } from '../../../shared/components/state-panel';
import { DnaReportSkeleton } from '../../../shared/components/skeletons';
import { useLoad } from '../../../shared/hooks/use-load';
import { ReportHeading } from '../../../shared/components/report-heading';
import { ReportResults, ScoreTable } from '../../../shared/components/report-results';
import { useDnaT } from '../../../shared/i18n/dna-namespace';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DNA_ANALYZE_PATH, DNA_ANSWER_PATH, DNA_INTRODUCTION_PATH } from '../../../shared/routing/paths';
import { fetchDnaEntry, fetchDnaReport } from '../api/dna';
import type { DnaReport } from '../api/dna';
import { useSetDnaProgress } from '../dna-entry';
import { ExpertAudio } from './expert-audio';
import { ExpiredNotice, useRetake } from './expired-notice';

/** How often a report being generated is asked for again. */
export const DNA_REPORT_POLL_MS = 1500;

export function analyzePath(key?: string): string {
  return key === undefined ? DNA_ANALYZE_PATH : `${DNA_ANALYZE_PATH}?dimension=${encodeURIComponent(key)}`;
}

function ReportBody({ report }: { readonly report: DnaReport }) {
  const tx = useDnaT();
  const [, navigate] = useLocation();
  const { retake, busy } = useRetake(report.surveyId, () => {
    navigate(DNA_ANSWER_PATH);
  });
  const labels = useMemo(() => report.dimensions.map((dimension) => dimension.name), [report]);
  const datasets = useMemo(() => [{ label: tx('report.score'), data: report.dimensions.map((dimension) => dimension.score) }], [report, tx]);
  return (
    <>
      {report.summary && (
        <section className="report__card" aria-labelledby="dna-summary">
          <h2 id="dna-summary">{tx('report.summary')}</h2>
          <p>{report.summary}</p>
        </section>
      )}
      <section className="report__card" aria-labelledby="dna-dimensions">
        <h2 id="dna-dimensions">{tx('report.dimensions')}</h2>
        <ReportResults chart={{ label: tx('report.chartLabel'), labels, datasets }}>
          <ScoreTable
            caption={tx('report.tableCaption')}
            headers={[tx('report.dimension'), tx('report.score'), tx('report.level')]}
            rows={report.dimensions.map((dimension) => ({ ...dimension, level: tx(`report.levels.${dimension.level}`) }))}
          />
        </ReportResults>
        <ul className="dna__dimensions">
          {report.dimensions.map((dimension) => (
            <li key={dimension.id} className={`dna__dimension dna__dimension--${dimension.level}`}>
              <article aria-labelledby={`dna-dimension-${dimension.id}`}>
                <h3 id={`dna-dimension-${dimension.id}`} className="dna__dimension-title">
                  <img className="dna__icon" src={dimension.icon} alt="" width={40} height={40} /> {dimension.name}
                </h3>
                <p className="dna__score">
                  <span>{tx('report.points', { score: dimension.score })}</span> · <span className={`dna__level dna__level--${dimension.level}`}>{tx(`report.levels.${dimension.level}`)}</span>
                </p>
                <p id={`dna-narrative-${dimension.id}`}>{dimension.narrative}</p>
                <ExpertAudio surveyId={report.surveyId} dimension={dimension} transcriptId={`dna-narrative-${dimension.id}`} />
                <p>
                  <Link href={analyzePath(dimension.key)}>{tx('report.analyzeOne', { name: dimension.name })}</Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <p className="assessment__actions report__print-hidden">
        <Link className="button button--primary" href={analyzePath()}>
          {tx('report.analyze')}
        </Link>
        <button type="button" className="button button--secondary" disabled={busy} onClick={retake}>
          {tx('intro.retake')}
        </button>
      </p>
    </>
  );
}

export function DnaReportPage() {
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
  const generating = state.status === 'loaded' && state.data.report.status === 'generating';
  const { reload } = state;
  const data = state.status === 'loaded' ? state.data : undefined;
  useEffect(() => {
    if (!generating) return undefined;
    const timer = setTimeout(reload, DNA_REPORT_POLL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [generating, reload, data]);
  const progress = data?.entry.progress;
  useEffect(() => {
    if (progress !== undefined) setProgress(progress);
  }, [progress, setProgress]);

  if (state.status === 'loading') return <main className="page report dna"><DnaReportSkeleton /></main>;
  if (state.status === 'failed') return <main className="page report dna"><LoadFailed onRetry={state.retry} /></main>;
  const { entry, report } = state.data;
  return (
    <main className="page report dna">
      <ReportHeading printable={report.status === 'ready'}>{tx('report.title')}</ReportHeading>
      <p className="report__live" role="status" aria-live="polite">
        {report.status === 'generating' ? tx('report.generating') : ''}
      </p>
      {report.status === 'generating' && <DnaReportSkeleton heading={false} />}
      {report.status === 'expired' && (
        <ExpiredNotice
          surveyId={entry.surveyId}
          onRetaken={() => {
            navigate(DNA_ANSWER_PATH);
          }}
        />
      )}
      {report.status === 'none' && (
        <StatePanel
          icon={ClipboardList}
          actions={
            <Link className="button button--primary" href={DNA_INTRODUCTION_PATH}>
              {tx('report.takeSurvey')}
            </Link>
          }
        >
          <p>{tx('report.none')}</p>
        </StatePanel>
      )}
      {report.status === 'ready' && <ReportBody report={report} />}
    </main>
  );
}
