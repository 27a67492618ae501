/**
 * The one route table (spec §2). It lives in `shared/` so that features can
 * name routes without importing from `app/` (imports run shared → features →
 * app). Every route of the spec is listed with its activity module id
 * (1 pre-test, 2 learning, 3 scenario simulation, 4 post-test, or null) and
 * whether it needs a signed-in user. `app.tsx` must supply a page for each of
 * them (checked by the compiler); an unknown path redirects to /404 — after
 * the sign-in check, so a signed-out visitor still lands on /login first.
 */

/** The base path the app is served under. */
export const APP_BASE = '/pc';

/** The full address of an app path (`/verify?code=…` → `https://host/pc/verify?code=…`), for links that leave the app: a calendar file, a copied link, LinkedIn. */
export function absoluteAppUrl(path: string): string {
  return `${window.location.origin}${APP_BASE}${path}`;
}

export type ModuleId = 1 | 2 | 3 | 4;

/** `public`: reachable signed out. `signed-in`: needs stored user info (spec §6). */
export type RouteAccess = 'public' | 'signed-in';

export interface RouteDefinition {
  readonly path: string;
  readonly moduleId: ModuleId | null;
  readonly access: RouteAccess;
}

export const ROUTES = [
  { path: '/', moduleId: null, access: 'public' },
  { path: '/login', moduleId: null, access: 'public' },
  // Ours (decision 0103): a forgotten password, reset with a code sent to the learner's phone.
  { path: '/resetPassword', moduleId: null, access: 'public' },
  { path: '/home', moduleId: null, access: 'signed-in' },
  { path: '/overview', moduleId: null, access: 'signed-in' },
  { path: '/datahandle', moduleId: null, access: 'signed-in' },
  { path: '/password', moduleId: null, access: 'signed-in' },
  { path: '/companyList', moduleId: null, access: 'signed-in' },
  { path: '/course', moduleId: null, access: 'signed-in' },
  // Module 1: pre-course ability assessment.
  { path: '/course/abilityTest', moduleId: 1, access: 'signed-in' },
  { path: '/course/abilityAnswer', moduleId: 1, access: 'signed-in' },
  { path: '/course/abilityReport', moduleId: 1, access: 'signed-in' },
  // Module 2: course learning.
  { path: '/course/practiceQuestions', moduleId: 2, access: 'signed-in' },
  { path: '/course/endUnit', moduleId: 2, access: 'signed-in' },
  { path: '/course/endStudy', moduleId: 2, access: 'signed-in' },
  { path: '/course/essenceNotes', moduleId: 2, access: 'signed-in' },
  { path: '/course/case', moduleId: 2, access: 'signed-in' },
  { path: '/course/videoLearning', moduleId: 2, access: 'signed-in' },
  // Module 3: scenario simulation.
  { path: '/course/scenarioSimulation', moduleId: 3, access: 'signed-in' },
  { path: '/course/scenarioSimulationNew', moduleId: 3, access: 'signed-in' },
  { path: '/course/keyBehaviorAnalysis', moduleId: 3, access: 'signed-in' },
  { path: '/course/sceneSimulationContent', moduleId: 3, access: 'signed-in' },
  // Module 4: post-course assessment.
  { path: '/course/checkTest', moduleId: 4, access: 'signed-in' },
  { path: '/course/checkAnswer', moduleId: 4, access: 'signed-in' },
  { path: '/course/checkReport', moduleId: 4, access: 'signed-in' },
  { path: '/leadershipDNA', moduleId: null, access: 'signed-in' },
  { path: '/leadershipDNA/evaluationIntroduction', moduleId: null, access: 'signed-in' },
  { path: '/leadershipDNA/answer', moduleId: null, access: 'signed-in' },
  { path: '/leadershipDNA/evaluationReport', moduleId: null, access: 'signed-in' },
  { path: '/leadershipDNA/evaluationReportAnalyze', moduleId: null, access: 'signed-in' },
  { path: '/projectCourseList', moduleId: null, access: 'signed-in' },
  // Ours (decision 0094): the learner's notes on every course.
  { path: '/notes', moduleId: null, access: 'signed-in' },
  // Ours (decision 0095): certificates of completion; a certificate's check is open to anybody with its code.
  { path: '/certificates', moduleId: null, access: 'signed-in' },
  { path: '/certificate', moduleId: null, access: 'signed-in' },
  { path: '/verify', moduleId: null, access: 'public' },
  // Error pages stay public so they can always be shown.
  { path: '/403', moduleId: null, access: 'public' },
  { path: '/404', moduleId: null, access: 'public' },
  { path: '/500', moduleId: null, access: 'public' },
] as const satisfies readonly RouteDefinition[];

export type AppRoute = (typeof ROUTES)[number];
export type RoutePath = AppRoute['path'];

export const LOGIN_PATH = '/login' satisfies RoutePath;
export const NOT_FOUND_PATH = '/404' satisfies RoutePath;
export const HOME_PATH = '/home' satisfies RoutePath;
/** Home with its Project Learning tab (the spec's tab id 2) chosen (decision 0107). */
export const HOME_PROJECTS_PATH = `${HOME_PATH}?tab=2`;
export const OVERVIEW_PATH = '/overview' satisfies RoutePath;
export const DATA_HANDLE_PATH = '/datahandle' satisfies RoutePath;
export const SET_PASSWORD_PATH = '/password' satisfies RoutePath;
export const RESET_PASSWORD_PATH = '/resetPassword' satisfies RoutePath;
export const COMPANY_LIST_PATH = '/companyList' satisfies RoutePath;
export const COURSE_PATH = '/course' satisfies RoutePath;
export const SCENARIO_SIMULATION_NEW_PATH = '/course/scenarioSimulationNew' satisfies RoutePath;
export const DNA_INTRODUCTION_PATH = '/leadershipDNA/evaluationIntroduction' satisfies RoutePath;
export const DNA_REPORT_PATH = '/leadershipDNA/evaluationReport' satisfies RoutePath;
export const DNA_PATH = '/leadershipDNA' satisfies RoutePath;
export const DNA_ANSWER_PATH = '/leadershipDNA/answer' satisfies RoutePath;
export const DNA_ANALYZE_PATH = '/leadershipDNA/evaluationReportAnalyze' satisfies RoutePath;

/** Routes shown without the header and footer (spec §2): the login, and the password reset beside it. */
export const BARE_PATHS: readonly RoutePath[] = ['/', LOGIN_PATH, RESET_PASSWORD_PATH];

/** `/course?id={id}`: the course page of one course. */
export function coursePath(id: number | string): string {
  return `${COURSE_PATH}?id=${encodeURIComponent(String(id))}`;
}

/** The learner's notebook: their notes on every course (decision 0094). */
export const NOTEBOOK_PATH = '/notes' satisfies RoutePath;

/** The learner's certificates of completion (decision 0095). */
export const CERTIFICATES_PATH = '/certificates' satisfies RoutePath;
export const CERTIFICATE_PATH = '/certificate' satisfies RoutePath;
/** Where anybody checks a certificate by its code, signed in or not. */
export const VERIFY_PATH = '/verify' satisfies RoutePath;

/** `/certificate?id={courseId}`: the learner's certificate of one course. */
export function certificatePath(courseId: number | string): string {
  return `${CERTIFICATE_PATH}?id=${encodeURIComponent(String(courseId))}`;
}

/** `/verify?code={code}`: the check of one certificate. */
export function verifyPath(code: string): string {
  return `${VERIFY_PATH}?code=${encodeURIComponent(code)}`;
}

export const PROJECT_COURSE_LIST_PATH = '/projectCourseList' satisfies RoutePath;

/** `/projectCourseList?id={id}`: the courses of one project. */
export function projectCourseListPath(id: number | string): string {
  return `${PROJECT_COURSE_LIST_PATH}?id=${encodeURIComponent(String(id))}`;
}

/** The learning pages of module 2, under /course. */
export type UnitPage = 'videoLearning' | 'essenceNotes' | 'practiceQuestions' | 'case' | 'endUnit' | 'endStudy';

/** `/course/{page}?id={courseId}&unitId={unitId}` (extra query, e.g. `kind`, appended). */
export function unitPagePath(page: UnitPage, courseId: number, unitId?: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ id: String(courseId), ...(unitId === undefined ? {} : { unitId: String(unitId) }), ...extra });
  return `${COURSE_PATH}/${page}?${query.toString()}`;
}

/** The pages of modules 1, 3 and 4 (assessments, reports, scenario simulation), under /course. */
export type StepPage =
  | 'abilityTest'
  | 'abilityAnswer'
  | 'abilityReport'
  | 'checkTest'
  | 'checkAnswer'
  | 'checkReport'
  | 'scenarioSimulation'
  | 'scenarioSimulationNew'
  | 'keyBehaviorAnalysis'
  | 'sceneSimulationContent';

/** `/course/{page}?id={courseId}` (extra query, e.g. `sceneId`, appended). */
export function stepPagePath(page: StepPage, courseId: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ id: String(courseId), ...extra });
  return `${COURSE_PATH}/${page}?${query.toString()}`;
}

/** The route table entry for a location (paths compare case-insensitively, as the router matches). */
export function findRoute(path: string): AppRoute | undefined {
  const normalised = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return ROUTES.find((route) => route.path.toLowerCase() === normalised.toLowerCase());
}

/** The activity module of a location, stored for the heartbeat (spec §2). */
export function moduleIdOf(path: string): ModuleId | null {
  return findRoute(path)?.moduleId ?? null;
}
