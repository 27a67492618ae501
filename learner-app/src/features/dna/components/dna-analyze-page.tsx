/**
 * /leadershipDNA/evaluationReportAnalyze: the analysis of each dimension —
 * its strengths, what to watch out for and the narrative — with a link back
 * to the report. `?dimension=<key>` brings that dimension into view. The
 * server's own strengths and watch-outs are shown when it sends them;
 * otherwise the guidance for the dimension's level.
 */
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { BackLink, BackNav } from '../../../shared/components/back-link';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useDnaT } from '../../../shared/i18n/dna-namespace';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DNA_REPORT_PATH } from '../../../shared/routing/paths';
import { fetchDnaEntry, fetchDnaReport } from '../api/dna';

export function DnaAnalyzePage() {
  const tx = useDnaT();
  const client = useApiClient();
  const locale = useLocale();
  const focus = new URLSearchParams(useSearch()).get('dimension');
  const state = useLoad(async () => {
    const entry = await fetchDnaEntry(client);
    return fetchDnaReport(client, entry.surveyId);
  }, [client, locale]);
  const loaded = state.status === 'loaded';
  useEffect(() => {
    if (!loaded || !focus) return;
    const target = document.getElementById(`dna-analysis-${focus}`);
    target?.scrollIntoView?.({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [loaded, focus]);

  if (state.status === 'loading') return <main className="page report dna"><Skeleton lines={6} /></main>;
  if (state.status === 'failed') return <main className="page report dna"><LoadFailed onRetry={state.retry} /></main>;
  const report = state.data;
  const back = (
    <p>
      <BackLink href={DNA_REPORT_PATH}>{tx('analyze.back')}</BackLink>
    </p>
  );
  return (
    <main className="page report dna">
      <BackNav href={DNA_REPORT_PATH} label={tx('analyze.title')}>
        {tx('analyze.back')}
      </BackNav>
      <h1 className="page__title">{tx('analyze.title')}</h1>
      {report.status !== 'ready' ? (
        <p>{report.status === 'generating' ? tx('report.generating') : report.status === 'expired' ? tx('expired.body') : tx('report.none')}</p>
      ) : (
        <>
          <p>{tx('analyze.lead')}</p>
          {report.dimensions.map((dimension) => {
            const strengths = dimension.strengths?.length ? dimension.strengths : [tx(`analyze.guidance.${dimension.level}.strength`, { name: dimension.name })];
            const watchOuts = dimension.watchOuts?.length ? dimension.watchOuts : [tx(`analyze.guidance.${dimension.level}.watchOut`, { name: dimension.name })];
            const headingId = `dna-analysis-${dimension.key}-title`;
            return (
              <section key={dimension.id} id={`dna-analysis-${dimension.key}`} tabIndex={-1} className="dna__analysis" aria-labelledby={headingId}>
                <h2 id={headingId} className="dna__dimension-title">
                  <img className="dna__icon" src={dimension.icon} alt="" width={40} height={40} /> {dimension.name}
                </h2>
                <p className="dna__score">
                  {tx('report.points', { score: dimension.score })} · {tx(`report.levels.${dimension.level}`)}
                </p>
                <h3>{tx('analyze.strengths')}</h3>
                <ul>
                  {strengths.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
                <h3>{tx('analyze.watchOuts')}</h3>
                <ul>
                  {watchOuts.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
                <h3>{tx('analyze.narrative')}</h3>
                <p>{dimension.narrative}</p>
              </section>
            );
          })}
        </>
      )}
      {back}
    </main>
  );
}
