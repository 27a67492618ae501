/**
 * The learning calls of docs/api.md "Learning": courses, projects, units,
 * ticks and feedback. Shapes are the server's; `expectObject` rejects an
 * answer that is not one (shown as "Oh, loading failed").
 */
import { ApiError, CLIENT_ERROR_CODES } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { i18n } from '../i18n/i18n';
import type { UrlSuffix } from '../i18n/language';

export type StepStatus = 'notOpen' | 'open' | 'expired' | 'finished';
export type UnitStatus = 'notStarted' | 'notFinished' | 'finished' | 'studyCompleted';

export interface StepState {
  readonly step: 1 | 2 | 3 | 4;
  readonly status: StepStatus;
  readonly opensAt: string | null;
  readonly closesAt: string | null;
}

export interface UnitSummary {
  readonly id: number;
  readonly position: number;
  readonly title: string;
  readonly status: UnitStatus;
  readonly videoSeconds: number;
  /** How far the learner watched the unit's video (s); its whole length once completed. */
  readonly watchedSeconds: number;
}

export interface Course {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly estimatedMinutes: number;
  /** The 16:9 cover picture's URL, or null (the card draws one). */
  readonly coverUrl: string | null;
  readonly unitCount: number;
  readonly progress: number;
  readonly projectId: number | null;
  readonly status: StepStatus;
  readonly opensAt: string | null;
  readonly steps: readonly StepState[];
  readonly units: readonly UnitSummary[];
}

export interface Project {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly totalCourse: number;
  readonly progress: number;
  readonly status: 'open' | 'expired';
  readonly closesAt: string | null;
  readonly launchVideo: { readonly src: string; readonly vid?: string } | null;
}

export interface CoursesOrProjectCourses {
  readonly project: Project | null;
  readonly courses: readonly Course[];
  readonly projects: readonly Project[];
}

export interface QuestionResult {
  readonly answer: readonly string[];
  readonly correct: boolean | null;
  readonly correctAnswer: readonly string[];
  readonly referenceAnswer: string | null;
  readonly analysis: string;
}

export interface Question {
  readonly id: number;
  readonly kind: 'preClass' | 'practice';
  readonly type: 'single' | 'multiple' | 'open';
  readonly stem: string;
  readonly options: readonly { readonly id: string; readonly text: string }[];
  readonly result: QuestionResult | null;
}

export interface Unit {
  readonly id: number;
  readonly learningPathMetaId: number;
  readonly courseName: string;
  readonly position: number;
  readonly title: string;
  readonly status: UnitStatus;
  readonly video: { readonly src: string; readonly vid?: string };
  readonly videoSeconds: number;
  readonly resumeAt: number;
  readonly essenceNotes: string;
  readonly case: string;
  readonly jobAid: string;
  readonly questions: readonly Question[];
}

export interface Tick {
  readonly tickId: number;
  readonly position: number;
  readonly completed: boolean;
}

export type TickType = 'video' | 'essenceNotes' | 'case' | 'jobAid' | 'practice' | 'endUnit';

export interface FeedbackMeta {
  readonly id: number;
  readonly kind: 'rating' | 'text';
  readonly title: string;
  readonly required: boolean;
}

export interface FeedbackAnswer {
  readonly metaId: number;
  readonly score?: number;
  readonly text?: string;
}

export interface CourseListItem {
  readonly id: number;
  readonly name: string;
  readonly progress: number;
}

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
export interface ContinueLearning {
  readonly learningPathMetaId: number;
  readonly courseName: string;
  readonly coverUrl: string | null;
  readonly unitId: number;
  readonly unitPosition: number;
  readonly unitTitle: string;
  readonly position: number;
  readonly videoSeconds: number;
}

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

export async function fetchBroadcast(client: ApiClient, vid: string): Promise<{ readonly messages: readonly { id: number; text: string }[] }> {
  return expectObject(await client.get('/ddilearner/v2/broadcast', { query: { vid } }));
}

export async function verifyTicket(client: ApiClient, learningPathMetaId: number): Promise<{ readonly expired: boolean }> {
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

export async function fetchFeedback(client: ApiClient, learningPathMetaId: number): Promise<{ readonly answers: readonly FeedbackAnswer[] } | null> {
  const data = await client.get(`/ddilearner/v1/usersSatisficing/learningPathMetaId/${learningPathMetaId}`);
  return data === null ? null : expectObject(data);
}

export async function sendFeedback(client: ApiClient, learningPathMetaId: number, answers: readonly FeedbackAnswer[]): Promise<unknown> {
  return client.post('/ddilearner/v1/usersSatisficing', { learningPathMetaId, answers });
}

export async function fetchOnce(client: ApiClient, key: string): Promise<{ readonly seen: boolean }> {
  return expectObject(await client.get(`/sr/onceino/${key}`));
}

export async function markOnce(client: ApiClient, key: string): Promise<unknown> {
  return client.post(`/sr/onceino/${key}`);
}
