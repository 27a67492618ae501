/**
 * The assessment calls (issue 10 contract, spec §7 "Surveys and assessments"):
 * the status of a pre-test (module 1) or post-test (module 4), the attempt,
 * saving one answer, restarting, finishing and the two reports. The answers'
 * types come from the server's response schemas (`@ddi/server/contract`,
 * type-only: decision 0039).
 */
import type * as contract from '@ddi/server/contract';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';

export type AssessmentModule = 1 | 4;

/** "The pre-test can be taken only once". */
export const ONCE_ONLY_CODE = 4091;
/** The step is not open yet (4093) or no longer open (4094): nothing to answer; the server's message says which. */
export const STEP_CLOSED_CODES: readonly number[] = [4093, 4094];
/** "It's time, the quiz is over": the attempt passed its deadline. */
export const TIME_UP_CODE = 4092;

export type AttemptState = contract.AttemptState;
export type SurveyQuestion = AttemptState['questions'][number];
export type QuestionType = SurveyQuestion['type'];
export type SavedAnswer = AttemptState['answers'][number];
export type AttemptStatus = AttemptState['status'];
export type SurveyStatus = contract.SurveyStatus;

export interface SaveAnswerBody {
  readonly courseId: number;
  readonly moduleId: AssessmentModule;
  readonly attemptId: number;
  readonly questionId: number;
  readonly optionIds?: readonly number[];
  readonly text?: string;
}

export type SaveAnswerResult = contract.SavedAnswer;

export type Grade = contract.Report['competencies'][number]['grade'];
/** The grades, worst first (the server's schema is the source of `Grade`). */
export const GRADES = ['weak', 'limited', 'general', 'good', 'excellent', 'veryExcellent'] as const satisfies readonly Grade[];

export type Report = contract.Report;
export type ComparisonReport = contract.ComparisonReport;
export type ComparisonRow = ComparisonReport['comparison'][number];

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
): Promise<contract.Finished> {
  return expectObject(await client.post(`/sr/survey/finish/${courseId}/${moduleId}`, { attemptId }));
}

export async function fetchReport(client: ApiClient, courseId: number): Promise<Report> {
  return expectObject(await client.get(`/sr/survey/beforeTestRepoteNew/${courseId}`));
}

export async function fetchComparisonReport(client: ApiClient, courseId: number): Promise<ComparisonReport> {
  return expectObject(await client.get(`/sr/survey/afterTestReportNew/${courseId}`));
}
