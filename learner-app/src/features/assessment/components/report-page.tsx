/**
 * /course/abilityReport and /course/checkReport: the pre- and post-assessment
 * reports (spec §1, §3): the overall grade, the grade of each competency with
 * the six labels, key actions and development advice, and a radar chart with
 * a real table as its text alternative. While the server still computes the
 * report, "Your report is being generated…" is announced and the report is
 * fetched again every 1.5 s. The post-test report adds the before/after
 * comparison.
 */
import ClipboardList from 'lucide-react/icons/clipboard-list';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { ReportHeading } from '../../../shared/components/report-heading';
import { ReportResults, ScoreTable } from '../../../shared/components/report-results';
import { BackNav } from '../../../shared/components/back-link';
import { LoadFailed } from '../../../shared/components/load-state';
import { ReportSkeleton } from '../../../shared/components/skeletons';
import { StatePanel } from '../../../shared/components/state-panel';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSelectedCourse } from '../../../shared/learning/use-course-list-sync';
import { coursePath, stepPagePath } from '../../../shared/routing/paths';
import { fetchComparisonReport, fetchReport } from '../api/survey';
import type { AssessmentModule, ComparisonReport, Grade, Report } from '../api/survey';
import { useAssessmentRoute } from '../assessment-route';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';

/** How often a report being generated is asked for again. */
export const REPORT_POLL_MS = 1500;

function GradeLabel({ grade }: { readonly grade: Grade }) {
  const tx = useAssessmentT();
  return <span className={`grade grade--${grade}`}>{tx(`report.grades.${grade}`)}</span>;
}

function CompetencyTable({ report, caption, captionShown = true }: { readonly report: Report; readonly caption: string; readonly captionShown?: boolean }) {
  const tx = useAssessmentT();
  return (
    <ScoreTable
      caption={caption}
      captionShown={captionShown}
      headers={[tx('report.competency'), tx('report.score'), tx('report.grade')]}
      rows={report.competencies.map((competency) => ({ ...competency, level: <GradeLabel grade={competency.grade} /> }))}
    />
  );
}

function ComparisonTable({ report }: { readonly report: ComparisonReport }) {
  const tx = useAssessmentT();
  return (
    <table className="report__table report__table--comparison">
      <caption>{tx('report.comparison')}</caption>
      <thead>
        <tr>
          <th scope="col">{tx('report.competency')}</th>
          <th scope="col">{tx('report.before')}</th>
          <th scope="col">{tx('report.after')}</th>
          <th scope="col">{tx('report.change')}</th>
        </tr>
      </thead>
      <tbody>
        {report.comparison.map((row) => {
          const change = row.before === null ? null : row.after.score - row.before.score;
          return (
            <tr key={row.competencyId}>
              <th scope="row">{row.name}</th>
              <td>
                {row.before === null ? (
                  tx('report.notTaken')
                ) : (
                  <>
                    {row.before.score} · <GradeLabel grade={row.before.grade} />
                  </>
                )}
              </td>
              <td>
                {row.after.score} · <GradeLabel grade={row.after.grade} />
              </td>
              <td>{change === null ? '–' : change > 0 ? `+${change}` : String(change)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function ReportBody({ report, moduleId, courseId }: { readonly report: Report | ComparisonReport; readonly moduleId: AssessmentModule; readonly courseId: number }) {
  const tx = useAssessmentT();
  const comparison = moduleId === 4 && 'comparison' in report ? report : null;
  const labels = useMemo(
    () => (comparison ? comparison.comparison.map((row) => row.name) : report.competencies.map((competency) => competency.name)),
    [comparison, report],
  );
  const datasets = useMemo(
    () =>
      comparison
        ? [
            { label: tx('report.before'), data: comparison.comparison.map((row) => row.before?.score ?? null) },
            { label: tx('report.after'), data: comparison.comparison.map((row) => row.after.score) },
          ]
        : [{ label: tx('report.score'), data: report.competencies.map((competency) => competency.score) }],
    [comparison, report, tx],
  );
  const described = report.competencies.filter((competency) => competency.description);
  const competencyName = (id: number) => report.competencies.find((competency) => competency.id === id)?.name ?? '';
  return (
    <>
      {report.overall && (
        <section className="report__card report__overall" aria-labelledby="report-overall">
          <h2 id="report-overall">{tx('report.overall')}</h2>
          <p className="report__grade">
            {tx('report.overallScore', { score: report.overall.score, grade: tx(`report.grades.${report.overall.grade}`) })}
          </p>
        </section>
      )}
      {report.expired && <p className="notice">{tx('report.expired')}</p>}
      <section className="report__card" aria-labelledby="report-competencies">
        <h2 id="report-competencies">{tx('report.competencies')}</h2>
        <ReportResults chart={{ label: tx('report.chartLabel'), labels, datasets }}>
          {comparison ? <ComparisonTable report={comparison} /> : <CompetencyTable report={report} caption={tx('report.competencies')} captionShown={false} />}
          {comparison && <CompetencyTable report={report} caption={tx('report.titles.check')} />}
        </ReportResults>
        {described.length > 0 && (
          <>
            <h3 className="report__subheading">{tx('report.definitions')}</h3>
            <dl className="report__descriptions">
              {described.map((competency) => (
                <div key={competency.id}>
                  <dt>{competency.name}</dt>
                  <dd>{competency.description}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>
      {report.keyActions.length > 0 && (
        <section className="report__card" aria-labelledby="report-key-actions">
          <h2 id="report-key-actions">{tx('report.keyActions')}</h2>
          <ul className="report__list">
            {report.keyActions.map((action) => (
              <li key={action.id}>{action.text}</li>
            ))}
          </ul>
          <p className="report__print-hidden">
            <Link className="button button--secondary" href={stepPagePath('keyBehaviorAnalysis', courseId)}>
              {tx('report.chooseKeyActions')}
            </Link>
          </p>
        </section>
      )}
      {report.advice.length > 0 && (
        <section className="report__card" aria-labelledby="report-advice">
          <h2 id="report-advice">{tx('report.advice')}</h2>
          <ul className="report__advice">
            {report.advice.map((advice, index) => (
              <li key={`${advice.competencyId}-${index}`}>
                {competencyName(advice.competencyId) && <strong className="report__advice-topic">{competencyName(advice.competencyId)}</strong>}
                <span>{advice.text}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.openAnswers.length > 0 && (
        <section className="report__card" aria-labelledby="report-open-answers">
          <h2 id="report-open-answers">{tx('report.openAnswers')}</h2>
          <dl className="report__open-answers">
            {report.openAnswers.map((answer) => (
              <div key={answer.questionId}>
                <dt>{answer.question}</dt>
                <dd>{answer.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}

export function ReportPage({ moduleId }: { readonly moduleId: AssessmentModule }) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const client = useApiClient();
  const locale = useLocale();
  const { courseId, pages } = useAssessmentRoute(moduleId);
  useSelectedCourse(courseId);
  const state = useLoad<Report | ComparisonReport>(() => {
    if (courseId === undefined) return Promise.reject(new Error('no course id'));
    return moduleId === 1 ? fetchReport(client, courseId) : fetchComparisonReport(client, courseId);
  }, [client, courseId, moduleId, locale]);
  const generating = state.status === 'loaded' && state.data.status === 'generating';
  const { reload } = state;
  const data = state.status === 'loaded' ? state.data : undefined;
  useEffect(() => {
    if (!generating) return undefined;
    const timer = setTimeout(reload, REPORT_POLL_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [generating, reload, data]);

  const title = tx(moduleId === 1 ? 'report.titles.ability' : 'report.titles.check');
  if (state.status === 'loading') return <main className="page report"><ReportSkeleton /></main>;
  if (state.status === 'failed' || courseId === undefined || pages === undefined) {
    return <main className="page report"><LoadFailed onRetry={state.retry} /></main>;
  }
  const report = state.data;
  return (
    <main className="page report">
      <BackNav className="report__print-hidden" href={coursePath(courseId)} label={title}>
        {t('learning.backToCourse')}
      </BackNav>
      <ReportHeading printable={report.status === 'ready'}>{title}</ReportHeading>
      <p className="report__live" role="status" aria-live="polite">
        {report.status === 'generating' ? tx('report.generating') : ''}
      </p>
      {report.status === 'generating' && <ReportSkeleton heading={false} />}
      {report.status === 'none' && (
        <StatePanel
          icon={ClipboardList}
          actions={
            <Link className="button button--primary" href={pages.test}>
              {tx('assessment.takeTest')}
            </Link>
          }
        >
          <p>{tx('report.none')}</p>
        </StatePanel>
      )}
      {report.status === 'ready' && <ReportBody report={report} moduleId={moduleId} courseId={courseId} />}
    </main>
  );
}

export function AbilityReportPage() {
  return <ReportPage moduleId={1} />;
}

export function CheckReportPage() {
  return <ReportPage moduleId={4} />;
}
