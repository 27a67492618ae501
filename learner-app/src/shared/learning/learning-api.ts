/**
 * The learning calls of docs/api.md "Learning": courses, projects, units,
 * ticks and feedback. The answers' types come from the server's response
 * schemas (`@ddi/server/contract`, type-only: decision 0039); `expectObject`
 * rejects an answer that is not an object (shown as "Oh, loading failed").
 */
import type * as contract from '@ddi/server/contract';
import { ApiError, CLIENT_ERROR_CODES } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { i18n } from '../i18n/i18n';
import type { UrlSuffix } from '../i18n/language';

export type StepState = contract.StepState;
export type StepStatus = StepState['status'];
export type UnitSummary = contract.UnitSummary;
export type UnitStatus = UnitSummary['status'];
/** A course with the learner's progress, step locks and units (`CourseSummary`). */
export type Course = contract.CourseSummary;
export type Project = contract.ProjectSummary;
export type CoursesOrProjectCourses = contract.CoursesOrProjectCourses;
export type QuestionResult = contract.QuestionResult;
export type Question = contract.Question;
export type Unit = contract.Unit;
export type Tick = contract.Tick;

export type TickType = Tick['type'];

export type FeedbackMeta = contract.FeedbackMeta;

export interface FeedbackAnswer {
  readonly metaId: number;
  readonly score?: number;
  readonly text?: string;
}

/** An entry of the learning tour (the header's course list). */
export type CourseListItem = contract.LearningTourEntry;

function expectObject<T>(data: unknown): T {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  }
  return data as T;
}

export async function fetchCoursesOrProjectCourses(client: ApiClient, projectId?: number): Promise<CoursesOrProjectCourses> {
  return expectObject(await client.get('/sr/v2/coursesOrProjectCourses', { query: { projectId } }));
}

export async function fetchCourse(client: ApiClient, id: number): Promise<Course> {
  return expectObject(await client.get(`/ddilearner/v2/user/learningpathes/${id}`));
}

export async function fetchLearningTour(client: ApiClient, suffix: UrlSuffix): Promise<readonly CourseListItem[]> {
  return expectObject(await client.get(`/sr/learningtour${suffix}`));
}

/** Where the learner left off (`GET /ddilearner/v2/user/continue`): null when there is nothing to continue. */
export type ContinueLearning = contract.ContinueLearning;

export async function fetchContinueLearning(client: ApiClient): Promise<ContinueLearning | null> {
  const data = await client.get('/ddilearner/v2/user/continue');
  return data === null ? null : expectObject<ContinueLearning>(data);
}

export async function fetchUnit(client: ApiClient, unitId: number): Promise<Unit> {
  return expectObject(await client.get(`/ddilearner/v2/user/units/${unitId}`));
}

export async function answerQuestion(client: ApiClient, unitId: number, questionId: number, answer: readonly string[]): Promise<QuestionResult> {
  return expectObject(await client.post(`/ddilearner/v2/user/units/${unitId}/answers`, { questionId, answer }));
}

export async function fetchBroadcast(client: ApiClient, vid: string): Promise<contract.Broadcast> {
  return expectObject(await client.get('/ddilearner/v2/broadcast', { query: { vid } }));
}

export async function verifyTicket(client: ApiClient, learningPathMetaId: number): Promise<contract.Ticket> {
  return expectObject(await client.get('/ddilearner/userTicket/verifyUserTicketIsExpire', { query: { learningPathMetaId } }));
}

export async function initTick(client: ApiClient, type: TickType, learningPathMetaId: number, unitId: number): Promise<Tick> {
  return expectObject(await client.post(`/ddilearner/v1/user/tick/init/${type}`, { learningPathMetaId, unitId }));
}

export async function updateTick(client: ApiClient, tickId: number, position: number, completed = false): Promise<Tick> {
  return expectObject(await client.post(`/ddilearner/v1/user/tick/update/${tickId}`, { position, completed }));
}

export async function fetchFeedbackMetas(client: ApiClient): Promise<readonly FeedbackMeta[]> {
  return expectObject(await client.get('/ddilearner/v1/usersSatisficingMetas'));
}

export async function fetchFeedback(client: ApiClient, learningPathMetaId: number): Promise<contract.Feedback | null> {
  const data = await client.get(`/ddilearner/v1/usersSatisficing/learningPathMetaId/${learningPathMetaId}`);
  return data === null ? null : expectObject(data);
}

export async function sendFeedback(client: ApiClient, learningPathMetaId: number, answers: readonly FeedbackAnswer[]): Promise<unknown> {
  return client.post('/ddilearner/v1/usersSatisficing', { learningPathMetaId, answers });
}

export async function fetchOnce(client: ApiClient, key: string): Promise<contract.OnceFlag> {
  return expectObject(await client.get(`/sr/onceino/${key}`));
}

export async function markOnce(client: ApiClient, key: string): Promise<unknown> {
  return client.post(`/sr/onceino/${key}`);
}
