/**
 * The app: the `/pc` router and the route table of `shared/routing/paths.ts`.
 * Pages behind the login are loaded on demand, so /pc/login downloads only
 * what it shows.
 */
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Router, Switch } from 'wouter';
import { LoginPage } from '../features/auth/components/login-page';
import { ForbiddenPage } from '../features/errors/components/forbidden-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { ServerErrorPage } from '../features/errors/components/server-error-page';
import { queryCodeOf } from '../shared/i18n/language';
import { pageRefreshAtom } from '../shared/routing/page-refresh';
import { BARE_PATHS, LOGIN_PATH, NOT_FOUND_PATH, ROUTES } from '../shared/routing/paths';
import type { AppRoute, RoutePath } from '../shared/routing/paths';
import { remoteLoginAtom } from '../shared/session/remote-login';
import { userInfoAtom } from '../shared/session/user-info';
import { AppFrame } from './app-frame';
import { AppShell } from './app-shell';
import { useRequestedLocale } from './use-lang-query';

/** The base path the app is served under. */
export const APP_BASE = '/pc';

const HomePage = lazy(async () => ({ default: (await import('../features/home/components/home-page')).HomePage }));
const CompanyListPage = lazy(async () => ({
  default: (await import('../features/company/components/company-list-page')).CompanyListPage,
}));
const DataRightsPage = lazy(async () => ({
  default: (await import('../features/data-rights/components/data-rights-page')).DataRightsPage,
}));

const SetPasswordPage = lazy(async () => ({ default: (await import('../features/account/components/set-password-page')).SetPasswordPage }));
const OverviewPage = lazy(async () => ({ default: (await import('../features/overview/components/overview-page')).OverviewPage }));
const ProjectCourseListPage = lazy(async () => ({
  default: (await import('../features/projects/components/project-course-list-page')).ProjectCourseListPage,
}));
const CoursePage = lazy(async () => ({ default: (await import('../features/course/components/course-page')).CoursePage }));
const VideoLearningPage = lazy(async () => ({
  default: (await import('../features/course/components/video-learning-page')).VideoLearningPage,
}));
const EssenceNotesPage = lazy(async () => ({ default: (await import('../features/course/components/essence-notes-page')).EssenceNotesPage }));
const PracticeQuestionsPage = lazy(async () => ({
  default: (await import('../features/course/components/practice-questions-page')).PracticeQuestionsPage,
}));
const CasePage = lazy(async () => ({ default: (await import('../features/course/components/case-page')).CasePage }));
const EndUnitPage = lazy(async () => ({ default: (await import('../features/course/components/end-unit-page')).EndUnitPage }));
const EndStudyPage = lazy(async () => ({ default: (await import('../features/course/components/end-study-page')).EndStudyPage }));
const AbilityTestPage = lazy(async () => ({ default: (await import('../features/assessment/components/test-intro-page')).AbilityTestPage }));
const CheckTestPage = lazy(async () => ({ default: (await import('../features/assessment/components/test-intro-page')).CheckTestPage }));
const AbilityAnswerPage = lazy(async () => ({ default: (await import('../features/assessment/components/answer-page')).AbilityAnswerPage }));
const CheckAnswerPage = lazy(async () => ({ default: (await import('../features/assessment/components/answer-page')).CheckAnswerPage }));
const AbilityReportPage = lazy(async () => ({ default: (await import('../features/assessment/components/report-page')).AbilityReportPage }));
const CheckReportPage = lazy(async () => ({ default: (await import('../features/assessment/components/report-page')).CheckReportPage }));
const ScenarioSimulationPage = lazy(async () => ({
  default: (await import('../features/scenario/components/scenario-pages')).ScenarioSimulationPage,
}));
const ScenePlayerPage = lazy(async () => ({ default: (await import('../features/scenario/components/scenario-pages')).ScenePlayerPage }));
const SceneContentPage = lazy(async () => ({ default: (await import('../features/scenario/components/scenario-pages')).SceneContentPage }));
const DnaIndexPage = lazy(async () => ({ default: (await import('../features/dna/components/dna-introduction-page')).DnaIndexPage }));
const DnaIntroductionPage = lazy(async () => ({
  default: (await import('../features/dna/components/dna-introduction-page')).DnaIntroductionPage,
}));
const DnaAnswerPage = lazy(async () => ({ default: (await import('../features/dna/components/dna-answer-page')).DnaAnswerPage }));
const DnaReportPage = lazy(async () => ({ default: (await import('../features/dna/components/dna-report-page')).DnaReportPage }));
const DnaAnalyzePage = lazy(async () => ({ default: (await import('../features/dna/components/dna-analyze-page')).DnaAnalyzePage }));
const KeyBehaviorPage = lazy(async () => ({ default: (await import('../features/scenario/components/key-behavior-page')).KeyBehaviorPage }));

/** A page for every route of the table, and no other. */
const PAGES: Record<RoutePath, ComponentType> = {
  '/': LoginPage,
  '/login': LoginPage,
  '/home': HomePage,
  '/datahandle': DataRightsPage,
  '/password': SetPasswordPage,
  '/companyList': CompanyListPage,
  '/overview': OverviewPage,
  '/projectCourseList': ProjectCourseListPage,
  '/course': CoursePage,
  '/course/videoLearning': VideoLearningPage,
  '/course/essenceNotes': EssenceNotesPage,
  '/course/practiceQuestions': PracticeQuestionsPage,
  '/course/case': CasePage,
  '/course/endUnit': EndUnitPage,
  '/course/endStudy': EndStudyPage,
  '/course/abilityTest': AbilityTestPage,
  '/course/abilityAnswer': AbilityAnswerPage,
  '/course/abilityReport': AbilityReportPage,
  '/course/scenarioSimulation': ScenarioSimulationPage,
  '/course/scenarioSimulationNew': ScenePlayerPage,
  '/course/keyBehaviorAnalysis': KeyBehaviorPage,
  '/course/sceneSimulationContent': SceneContentPage,
  '/course/checkTest': CheckTestPage,
  '/course/checkAnswer': CheckAnswerPage,
  '/course/checkReport': CheckReportPage,
  '/leadershipDNA': DnaIndexPage,
  '/leadershipDNA/evaluationIntroduction': DnaIntroductionPage,
  '/leadershipDNA/answer': DnaAnswerPage,
  '/leadershipDNA/evaluationReport': DnaReportPage,
  '/leadershipDNA/evaluationReportAnalyze': DnaAnalyzePage,
  '/403': ForbiddenPage,
  '/404': NotFoundPage,
  '/500': ServerErrorPage,
};

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}

function RoutePage({ route }: { route: AppRoute }) {
  const userInfo = useAtomValue(userInfoAtom);
  const remoteLogin = useAtomValue(remoteLoginAtom);
  const refreshKey = useAtomValue(pageRefreshAtom);
  const locale = useRequestedLocale();
  // While the session-expired modal shows, the page stays behind it until the learner confirms.
  if (route.access === 'signed-in' && userInfo === null && !remoteLogin) {
    return <Redirect to={`${LOGIN_PATH}?lang=${queryCodeOf(locale)}`} replace />;
  }
  const Page = PAGES[route.path];
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page key={refreshKey} />
    </Suspense>
  );
  return BARE_PATHS.includes(route.path) ? page : <AppFrame>{page}</AppFrame>;
}

export function App() {
  return (
    <Router base={APP_BASE}>
      <AppShell>
        <Switch>
          {ROUTES.map((route) => (
            <Route key={route.path} path={route.path}>
              <RoutePage route={route} />
            </Route>
          ))}
          <Route>
            <Redirect to={NOT_FOUND_PATH} replace />
          </Route>
        </Switch>
      </AppShell>
    </Router>
  );
}
