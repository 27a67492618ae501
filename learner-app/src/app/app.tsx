/**
 * The app: the `/pc` router and the route table of `shared/routing/paths.ts`.
 * Pages behind the login and the frame around them (header, footer) are
 * loaded on demand, with the strings they need (`signedInPage`), so /pc/login
 * downloads only what it shows: the shell, the login form and its strings
 * (and the small error pages, which must show without the network).
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Router, Switch, useLocation, useSearch } from 'wouter';
import type { AroundNavHandler } from 'wouter';
import { LoginPage } from '../features/auth/components/login-page';
import { ForbiddenPage } from '../features/errors/components/forbidden-page';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { ServerErrorPage } from '../features/errors/components/server-error-page';
import { COURSE_REQUESTS, UNIT_REQUESTS } from '../features/course/data/course-requests';
import { HOME_REQUESTS } from '../features/home/data/home-requests';
import { useApiClient } from '../shared/api/api-client-context';
import { codeLoadFailed } from '../shared/errors/code-load-error';
import type { ApiClient } from '../shared/api/client';
import type { PageRequest } from '../shared/api/prefetch';
import { getLocale } from '../shared/i18n/i18n';
import { localeFromQuery, queryCodeOf } from '../shared/i18n/language';
import { loadPlayer } from '../shared/learning/player-code';
import { pageRefreshAtom } from '../shared/routing/page-refresh';
import { APP_BASE, BARE_PATHS, LOGIN_PATH, NOT_FOUND_PATH, ROUTES } from '../shared/routing/paths';
import type { AppRoute, RoutePath } from '../shared/routing/paths';
import { remoteLoginAtom } from '../shared/session/remote-login';
import { userInfoAtom } from '../shared/session/user-info';
import { AppShell } from './app-shell';
import { PageErrorBoundary } from './page-error-boundary';
import { keepFocusAfterNavigation } from './route-focus';
import { useRequestedLocale } from './use-lang-query';


/** A component loaded on demand whose loading can also be started ahead of its first render. */
type Preloadable<Props extends object> = ComponentType<Props> & {
  readonly preload: () => Promise<unknown>;
  /** Whether its code is there: mounted now, it renders at once. */
  readonly loaded: () => boolean;
};

/**
 * A component loaded on demand; `preload` starts the same loading early: the route starts its page's while the
 * frame around it loads, so the two arrive together rather than one after the other. Mounted once its code is
 * there (see {@link preloadOpeningRoute}), it renders at once instead of suspending: a suspended page shows its
 * fallback, and React holds the page back until 300 ms after a fallback showed (its reveal throttle), however soon
 * the code arrives (decision 0077).
 */
function onDemandPage<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component), codeLoadFailed));
  const OnDemand = lazy(async () => ({ default: await preload() }));
  function OnDemandPage(props: Props) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount the page.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <OnDemand {...props} />;
  }
  return Object.assign(OnDemandPage, { preload, loaded: () => loaded !== undefined });
}

/** A component loaded on demand together with the signed-in pages' strings (`signed-in-strings.ts`), so it never renders a key before its text. */
function signedInPage<Props extends object>(load: () => Promise<ComponentType<Props>>): Preloadable<Props> {
  return onDemandPage(async () => (await Promise.all([load(), import('../shared/i18n/signed-in-strings')]))[0]);
}

/** The header and footer around every page except login (spec §2), loaded with the first page behind the login. */
const AppFrame = signedInPage(async () => (await import('./app-frame')).AppFrame);

const HomePage = signedInPage(async () => (await import('../features/home/components/home-page')).HomePage);
const CompanyListPage = signedInPage(async () => (await import('../features/company/components/company-list-page')).CompanyListPage);
const DataRightsPage = signedInPage(async () => (await import('../features/data-rights/components/data-rights-page')).DataRightsPage);

// Beside the login, with its own strings (the `account` namespace): not the signed-in pages' nor the frame's.
const ResetPasswordPage = onDemandPage(async () => (await import('../features/auth/components/reset-password-page')).ResetPasswordPage);
const SetPasswordPage = signedInPage(async () => (await import('../features/account/components/set-password-page')).SetPasswordPage);
const OverviewPage = signedInPage(async () => (await import('../features/overview/components/overview-page')).OverviewPage);
const ProjectCourseListPage = signedInPage(async () => (await import('../features/projects/components/project-course-list-page')).ProjectCourseListPage);
const CoursePage = signedInPage(async () => (await import('../features/course/components/course-page')).CoursePage);
const VideoLearningPage = signedInPage(async () => {
  // The page always shows the player: its code loads beside the page's and the unit's data, not after them.
  loadPlayer().catch(() => undefined); // a failure shows when the page's LazyPlayer asks for the code again
  return (await import('../features/course/components/video-learning-page')).VideoLearningPage;
});
const NotebookPage = signedInPage(async () => (await import('../features/course/components/notebook-page')).NotebookPage);
const CertificatesPage = signedInPage(async () => (await import('../features/certificates/components/certificates-page')).CertificatesPage);
const CertificatePage = signedInPage(async () => (await import('../features/certificates/components/certificate-page')).CertificatePage);
// Public, but framed like the error pages: loaded with the frame's strings as the signed-in pages are.
const VerifyPage = signedInPage(async () => (await import('../features/certificates/components/verify-page')).VerifyPage);
const EssenceNotesPage = signedInPage(async () => (await import('../features/course/components/essence-notes-page')).EssenceNotesPage);
const PracticeQuestionsPage = signedInPage(async () => (await import('../features/course/components/practice-questions-page')).PracticeQuestionsPage);
const CasePage = signedInPage(async () => (await import('../features/course/components/case-page')).CasePage);
const EndUnitPage = signedInPage(async () => (await import('../features/course/components/end-unit-page')).EndUnitPage);
const EndStudyPage = signedInPage(async () => (await import('../features/course/components/end-study-page')).EndStudyPage);
const AbilityTestPage = signedInPage(async () => (await import('../features/assessment/components/test-intro-page')).AbilityTestPage);
const CheckTestPage = signedInPage(async () => (await import('../features/assessment/components/test-intro-page')).CheckTestPage);
const AbilityAnswerPage = signedInPage(async () => (await import('../features/assessment/components/answer-page')).AbilityAnswerPage);
const CheckAnswerPage = signedInPage(async () => (await import('../features/assessment/components/answer-page')).CheckAnswerPage);
const AbilityReportPage = signedInPage(async () => (await import('../features/assessment/components/report-page')).AbilityReportPage);
const CheckReportPage = signedInPage(async () => (await import('../features/assessment/components/report-page')).CheckReportPage);
const ScenarioSimulationPage = signedInPage(async () => (await import('../features/scenario/components/scenario-pages')).ScenarioSimulationPage);
const ScenePlayerPage = signedInPage(async () => (await import('../features/scenario/components/scenario-pages')).ScenePlayerPage);
const SceneContentPage = signedInPage(async () => (await import('../features/scenario/components/scenario-pages')).SceneContentPage);
const DnaIndexPage = signedInPage(async () => (await import('../features/dna/components/dna-introduction-page')).DnaIndexPage);
const DnaIntroductionPage = signedInPage(async () => (await import('../features/dna/components/dna-introduction-page')).DnaIntroductionPage);
const DnaAnswerPage = signedInPage(async () => (await import('../features/dna/components/dna-answer-page')).DnaAnswerPage);
const DnaReportPage = signedInPage(async () => (await import('../features/dna/components/dna-report-page')).DnaReportPage);
const DnaAnalyzePage = signedInPage(async () => (await import('../features/dna/components/dna-analyze-page')).DnaAnalyzePage);
const KeyBehaviorPage = signedInPage(async () => (await import('../features/scenario/components/key-behavior-page')).KeyBehaviorPage);

/** A page for every route of the table, and no other. */
const PAGES: Record<RoutePath, ComponentType> = {
  '/': LoginPage,
  '/login': LoginPage,
  '/resetPassword': ResetPasswordPage,
  '/home': HomePage,
  '/datahandle': DataRightsPage,
  '/password': SetPasswordPage,
  '/companyList': CompanyListPage,
  '/overview': OverviewPage,
  '/projectCourseList': ProjectCourseListPage,
  '/notes': NotebookPage,
  '/certificates': CertificatesPage,
  '/certificate': CertificatePage,
  '/verify': VerifyPage,
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

/**
 * The first requests of the pages loaded on demand whose largest paint waits for their data (`shared/api/prefetch.ts`):
 * the route starts them together with the page's code, not after it.
 */
const PAGE_REQUESTS: Partial<Record<RoutePath, readonly PageRequest[]>> = {
  '/home': HOME_REQUESTS,
  '/course': COURSE_REQUESTS,
  '/course/videoLearning': UNIT_REQUESTS,
  '/course/essenceNotes': UNIT_REQUESTS,
  '/course/practiceQuestions': UNIT_REQUESTS,
  '/course/case': UNIT_REQUESTS,
  '/course/endUnit': UNIT_REQUESTS,
};

function startPageRequests(path: RoutePath, open: boolean, client: ApiClient, query: URLSearchParams): (() => void)[] {
  return (open ? (PAGE_REQUESTS[path] ?? []) : []).map((request) => request.start(client, query));
}

/** The drops of what {@link startOpeningRequests} started, until the first render's route takes it over. */
let openingDrops: (() => void)[] = [];

/**
 * Starts the first requests of the page at `target` (the address the app opens at: a path under {@link APP_BASE}
 * and its query) before the app's first render, which waits for the page's code ({@link preloadOpeningRoute}):
 * the data and the code then travel together. Nothing is started for a page behind the login when nobody is signed
 * in (it redirects to the login page). The first render's route takes these answers over, or forgets them.
 */
export function startOpeningRequests(target: string, client: ApiClient, signedIn: boolean): void {
  const route = routeAt(target);
  if (!route) return;
  const query = new URLSearchParams(/\?([^#]*)/.exec(target)?.[1] ?? '');
  // An address that changes the language: its answers would come in the old one, which the page does not take.
  const asked = localeFromQuery(query.get('lang'));
  if (asked !== undefined && asked !== getLocale()) return;
  openingDrops = startPageRequests(route.path, route.access !== 'signed-in' || signedIn, client, query);
}

/**
 * Starts the page's first requests when its route opens, once per visit, and drops what the page did not take
 * when the route closes. Started while rendering (a state initialiser, so once per visit), not in an effect: a page
 * whose code is already loaded mounts in the same pass, and its effects, which take the answers, find them started.
 */
function usePageRequests(path: RoutePath, open: boolean): void {
  const client = useApiClient();
  const search = useSearch();
  const [drops] = useState(() => {
    const started = startPageRequests(path, open, client, new URLSearchParams(search));
    // What main.tsx started before this first render is now this route's (the same answers, started again) or, if
    // the first render shows another route, nobody's: forgotten either way.
    for (const drop of openingDrops.splice(0)) drop();
    return started;
  });
  useEffect(
    () => () => {
      for (const drop of drops) drop();
    },
    [drops],
  );
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** How long the first render waits for the opening page's code: React's reveal throttle, so never later than a fallback. */
export const OPENING_PAGE_WAIT_MS = 300;

/**
 * Loads the code of the page at `pathname` (under {@link APP_BASE}) and of the frame around it, for the app's
 * first render: resolves once both are there, or after `maxWaitMs` ({@link OPENING_PAGE_WAIT_MS}), or at once for a page that
 * is not loaded on demand. A page whose code is there renders with the first paint; one still loading shows
 * its fallback, as before. Never rejects: a failed load is the page's own error to show.
 */
export function preloadOpeningRoute(pathname: string, maxWaitMs = OPENING_PAGE_WAIT_MS): Promise<void> {
  return pageCodeWait(pathname, maxWaitMs) ?? Promise.resolve();
}

/** The route of the table at `target` (a path, under {@link APP_BASE} or within it, a query allowed), as the router matches it: any case, a trailing slash allowed. */
function routeAt(target: string): AppRoute | undefined {
  const pathname = target.split(/[?#]/)[0] ?? '';
  const inApp = pathname.toLowerCase().startsWith(APP_BASE) ? pathname.slice(APP_BASE.length) : pathname;
  const path = inApp.replace(/(.)\/$/, '$1').toLowerCase() || '/';
  return ROUTES.find((candidate) => candidate.path.toLowerCase() === path);
}

/**
 * The wait for the code of the page at `target` (a path under {@link APP_BASE}, a query allowed) and of the frame
 * around it, at most `maxWaitMs`; undefined when there is nothing to wait for (the code is there, or the page is
 * not loaded on demand). Never rejects: a failed load is the page's own error to show.
 */
function pageCodeWait(target: string, maxWaitMs: number): Promise<void> | undefined {
  const route = routeAt(target);
  if (!route) return undefined;
  const Page = PAGES[route.path];
  if (!('preload' in Page)) return undefined;
  const page = Page as Preloadable<object>;
  // A bare page (the password reset) has no frame to wait for.
  const parts = BARE_PATHS.includes(route.path) ? [page] : [page, AppFrame];
  if (parts.every((part) => part.loaded())) return undefined;
  const loading = Promise.all(parts.map((part) => part.preload())).then(
    () => undefined,
    () => undefined,
  );
  if (!Number.isFinite(maxWaitMs)) return loading;
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

let latestNavigation = 0;

/**
 * Every in-app navigation (a link, a redirect, `navigate`) first waits for the target page's code, at most
 * {@link OPENING_PAGE_WAIT_MS}, as the first render does: mounted with its code there, the page renders at once,
 * where a suspended one shows its fallback and React holds it back for 300 ms (decision 0077, addendum). To a page
 * whose code is there, or one not loaded on demand, it navigates at once; a newer navigation replaces a waiting one.
 * Focus lost with the old page goes to the new page's main region (`route-focus.ts`); a page that only rewrites its own
 * address in place (the same path, replaced: the course list's filter and order) stays, and so does the focus, which
 * the control's own widget (a menu closing) puts back.
 */
export const navigateWhenPageLoaded: AroundNavHandler = (navigate, to, options) => {
  const navigation = ++latestNavigation;
  const go = () => {
    const inPlace = options?.replace === true && new URL(to, window.location.href).pathname === window.location.pathname;
    navigate(to, options);
    if (!inPlace) keepFocusAfterNavigation();
  };
  const waiting = pageCodeWait(to, OPENING_PAGE_WAIT_MS);
  if (!waiting) return go();
  void waiting.then(() => navigation === latestNavigation && go());
};

/** Whether `route` is closed to the visitor: a page behind the login, and nobody signed in (or signing in from elsewhere). */
function useSignedOut(route: AppRoute | undefined): boolean {
  const userInfo = useAtomValue(userInfoAtom);
  const remoteLogin = useAtomValue(remoteLoginAtom);
  return route?.access === 'signed-in' && userInfo === null && !remoteLogin;
}

function RoutePage({ route }: { route: AppRoute }) {
  const refreshKey = useAtomValue(pageRefreshAtom);
  const locale = useRequestedLocale();
  const signedOut = useSignedOut(route);
  // While the session-expired modal shows, the page stays behind it until the learner confirms.
  if (signedOut) {
    return <Redirect to={`${LOGIN_PATH}?lang=${queryCodeOf(locale)}`} replace />;
  }
  const Page = PAGES[route.path];
  // A failure shows when the page renders (its boundary), not as an unhandled rejection here.
  if ('preload' in Page) (Page as Preloadable<object>).preload().catch(() => undefined);
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page key={refreshKey} />
      </Suspense>
    </PageErrorBoundary>
  );
}

/**
 * The header and footer around the current route's page, every route but the bare ones (login) and one about to
 * send a signed-out visitor to the login. Mounted above the routes, it stays mounted from one framed page to the
 * next: only the page is replaced, so the header keeps its state, and the control a learner used in it (the course
 * menu's button) keeps focus (decision 0085, addendum).
 */
function RouteFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const route = routeAt(location);
  const signedOut = useSignedOut(route);
  const framed = route !== undefined && !BARE_PATHS.includes(route.path) && !signedOut;
  return (
    <>
      {route && <RouteRequests key={route.path} path={route.path} open={!signedOut} />}
      {framed ? (
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <AppFrame>{children}</AppFrame>
          </Suspense>
        </PageErrorBoundary>
      ) : (
        children
      )}
    </>
  );
}

/**
 * The route's first requests, once per visit (keyed by the route): beside the frame, not in it, so that they start
 * with the first render even while the frame's code is still loading.
 */
function RouteRequests({ path, open }: { path: RoutePath; open: boolean }) {
  usePageRequests(path, open);
  return null;
}

export function App() {
  return (
    <Router base={APP_BASE} aroundNav={navigateWhenPageLoaded}>
      <AppShell>
        <RouteFrame>
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
        </RouteFrame>
      </AppShell>
    </Router>
  );
}
