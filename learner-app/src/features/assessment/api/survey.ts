/**
 * The assessment calls (issue 10 contract, spec §7 "Surveys and assessments"):
 * the status of a pre-test (module 1) or post-test (module 4), the attempt,
 * saving one answer, restarting, finishing and the two reports.
 */
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';

export type AssessmentModule = 1 | 4;

/** "The pre-test can be taken only once". */
export const ONCE_ONLY_CODE = 4091;
/** "It's time, the quiz is over": the attempt passed its deadline. */
export const TIME_UP_CODE = 4092;

export type QuestionType = 'single' | 'multiple' | 'open';

export interface SurveyQuestion {
  readonly id: number;
  readonly type: QuestionType;
  readonly text: string;
  readonly competencyId: number;
  readonly options: readonly { readonly id: number; readonly text: string }[];
}

export interface SavedAnswer {
  readonly questionId: number;
  readonly optionIds: readonly number[];
  readonly text: string;
}

export type AttemptStatus = 'inProgress' | 'finished' | 'expired';

export interface AttemptState {
  readonly attemptId: number;
  readonly moduleId: AssessmentModule;
  readonly status: AttemptStatus;
  readonly startedAt: string;
  readonly deadline: string;
  readonly serverNow: string;
  readonly remainingSeconds: number;
  readonly questions: readonly SurveyQuestion[];
  readonly answers: readonly SavedAnswer[];
  readonly answeredCount: number;
}

export interface SurveyStatus {
  readonly courseId: number;
  readonly moduleId: AssessmentModule;
  readonly title: string;
  readonly minutes: { readonly min: number; readonly max: number };
  /** The configured time limit of an attempt. */
  readonly timeLimitSeconds: number;
  readonly questionCount: number;
  readonly status: 'notStarted' | AttemptStatus;
  readonly attemptId: number | null;
  readonly answeredCount: number;
  readonly canStart: boolean;
  readonly onceOnly: boolean;
  readonly reportReady: boolean;
}

export interface SaveAnswerBody {
  readonly courseId: number;
  readonly moduleId: AssessmentModule;
  readonly attemptId: number;
  readonly questionId: number;
  readonly optionIds?: readonly number[];
  readonly text?: string;
}

export interface SaveAnswerResult {
  readonly answeredCount: number;
  readonly remainingSeconds: number;
  readonly deadline: string;
  readonly serverNow: string;
}

export const GRADES = ['weak', 'limited', 'general', 'good', 'excellent', 'veryExcellent'] as const;
export type Grade = (typeof GRADES)[number];

export interface Report {
  readonly courseId: number;
  readonly moduleId: AssessmentModule;
  readonly status: 'generating' | 'ready' | 'none';
  readonly readyAt: string | null;
  readonly finishedAt: string | null;
  readonly expired: boolean;
  readonly overall: { readonly score: number; readonly grade: Grade } | null;
  readonly competencies: readonly {
    readonly id: number;
    readonly name: string;
    readonly score: number;
    readonly grade: Grade;
    readonly description: string;
  }[];
  readonly keyActions: readonly { readonly id: number; readonly text: string; readonly competencyId: number }[];
  readonly advice: readonly { readonly competencyId: number; readonly text: string }[];
  /** The learner's written answers to the open questions, in question order. */
  readonly openAnswers: readonly { readonly questionId: number; readonly question: string; readonly text: string }[];
}

export interface ComparisonRow {
  readonly competencyId: number;
  readonly name: string;
  readonly before: { readonly score: number; readonly grade: Grade } | null;
  readonly after: { readonly score: number; readonly grade: Grade };
}

export interface ComparisonReport extends Report {
  readonly before: Report;
  readonly comparison: readonly ComparisonRow[];
}

function expectObject<T>(data: unknown): T {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  }
  return data as T;
}

export async function fetchSurveyStatus(client: ApiClient, courseId: number, moduleId: AssessmentModule): Promise<SurveyStatus> {
  return expectObject(await client.get(`/sr/survey/getSurvey/${courseId}/${moduleId}`));
}

/** Resumes the attempt in progress or starts one. */
export async function showAttempt(client: ApiClient, courseId: number, moduleId: AssessmentModule): Promise<AttemptState> {
  return expectObject(await client.get(`/sr/survey/show/${courseId}/${moduleId}/0`));
}

export async function saveAnswer(client: ApiClient, body: SaveAnswerBody): Promise<SaveAnswerResult> {
  return expectObject(await client.post('/sr/survey/saveSurveyAnswer', body));
}

/** Restarts an attempt in progress (answers cleared) or retakes a finished post-test. */
export async function resetAttempt(client: ApiClient, courseId: number, moduleId: AssessmentModule, attemptId: number): Promise<AttemptState> {
  return expectObject(await client.post(`/sr/survey/reset/${courseId}/${moduleId}/${attemptId}`));
}

export async function finishAttempt(
  client: ApiClient,
  courseId: number,
  moduleId: AssessmentModule,
  attemptId: number,
): Promise<{ readonly status: 'finished'; readonly reportReadyAt: string }> {
  return expectObject(await client.post(`/sr/survey/finish/${courseId}/${moduleId}`, { attemptId }));
}

export async function fetchReport(client: ApiClient, courseId: number): Promise<Report> {
  return expectObject(await client.get(`/sr/survey/beforeTestRepoteNew/${courseId}`));
}

export async function fetchComparisonReport(client: ApiClient, courseId: number): Promise<ComparisonReport> {
  return expectObject(await client.get(`/sr/survey/afterTestReportNew/${courseId}`));
}
