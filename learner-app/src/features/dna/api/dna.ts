/**
 * The Leadership DNA calls (issue 11 contract, spec §7 "Leadership DNA"): the
 * DNA entry of the course list (ids and progress), the attempt (started or
 * resumed in the language of the request path), timing, saving one answer
 * (`{ questionId, optionId }`, spec §3), reset (retake), finish, the report
 * and the record of an expert-audio play.
 */
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';
import type { UrlSuffix } from '../../../shared/i18n/language';

/** "Not finished in time: no report was made. Please take the survey again." */
export const DNA_EXPIRED_CODE = 4192;

export interface DnaEntry {
  readonly id: 0;
  readonly surveyId: number;
  readonly tourId: number;
  readonly name: string;
  /** 0 not started, 50 an attempt in progress, 100 finished. */
  readonly progress: number;
  /** The configured time limit of an attempt. */
  readonly timeLimitSeconds: number;
}

export interface DnaQuestion {
  readonly id: number;
  readonly text: string;
  readonly options: readonly { readonly id: number; readonly text: string }[];
}

export type DnaAttemptStatus = 'notStarted' | 'inProgress' | 'finished' | 'expired';

export interface DnaAttempt {
  readonly surveyId: number;
  readonly tourId: number;
  readonly attemptId: number;
  readonly status: DnaAttemptStatus;
  readonly startedAt: string | null;
  readonly deadline: string | null;
  readonly serverNow: string;
  readonly remainingSeconds: number;
  readonly timeLimitSeconds: number;
  readonly minutes: { readonly min: number; readonly max: number };
  readonly questions: readonly DnaQuestion[];
  readonly answers: readonly DnaAnswer[];
  readonly answeredCount: number;
  readonly questionCount: number;
}

/** The DNA answer payload (spec §3). */
export interface DnaAnswer {
  readonly questionId: number;
  readonly optionId: number;
}

export interface DnaTiming {
  readonly remainingSeconds: number;
  readonly deadline: string | null;
  readonly serverNow: string;
  readonly status: DnaAttemptStatus;
}

export interface DnaSaveResult {
  readonly answeredCount: number;
  readonly remainingSeconds: number;
  readonly deadline: string;
  readonly serverNow: string;
}

export type DnaLevel = 'low' | 'moderate' | 'high';

export interface DnaDimension {
  readonly id: number;
  readonly key: string;
  readonly name: string;
  /** Absolute path, `/media/dna/icons/<key>.svg`. */
  readonly icon: string;
  readonly score: number;
  readonly level: DnaLevel;
  readonly narrative: string;
  readonly audio: {
    readonly url: string;
    readonly durationSeconds: number;
    /** The audio's own language (English when the learner's language has no voice). */
    readonly language: string;
    readonly fallback: boolean;
  };
  /** Optional server-written analysis; the analysis page falls back to level-based guidance. */
  readonly strengths?: readonly string[];
  readonly watchOuts?: readonly string[];
}

export interface DnaReport {
  readonly surveyId: number;
  readonly status: 'none' | 'generating' | 'ready' | 'expired';
  readonly readyAt: string | null;
  readonly finishedAt: string | null;
  /** Highest score first. */
  readonly dimensions: readonly DnaDimension[];
  readonly summary: string;
}

function expectObject<T>(data: unknown): T {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  }
  return data as T;
}

/** The DNA entry (id 0) with its survey and tour ids and the learner's progress. */
export async function fetchDnaEntry(client: ApiClient): Promise<DnaEntry> {
  const list = await client.get('/sr/coursedna/queryCourseDNAList');
  const entry = Array.isArray(list) ? (list as unknown[])[0] : undefined;
  return expectObject<DnaEntry>(entry);
}

/** Resumes the attempt in progress or starts one (`status: 'expired'` without questions when the last one ran out). */
export async function showDnaSurvey(client: ApiClient, suffix: UrlSuffix, tourId: number, surveyId: number): Promise<DnaAttempt> {
  return expectObject(await client.post(`/sr/learningtour${suffix}/${tourId}/showSurvey/${surveyId}`));
}

export async function syncDnaTiming(client: ApiClient, surveyId: number, elapsedSeconds?: number): Promise<DnaTiming> {
  return expectObject(await client.put(`/api/surveys/${surveyId}`, elapsedSeconds === undefined ? {} : { elapsedSeconds }));
}

export async function saveDnaAnswer(client: ApiClient, surveyId: number, answer: DnaAnswer): Promise<DnaSaveResult> {
  return expectObject(await client.patch(`/api/surveys/${surveyId}`, { questionId: answer.questionId, optionId: answer.optionId }));
}

/** A fresh attempt (in progress, expired or finished = retake). */
export async function resetDnaSurvey(client: ApiClient, surveyId: number): Promise<DnaAttempt> {
  return expectObject(await client.put(`/api/surveys/${surveyId}/reset`));
}

export async function finishDnaSurvey(
  client: ApiClient,
  tourId: number,
  surveyId: number,
): Promise<{ readonly status: 'finished'; readonly reportReadyAt: string }> {
  return expectObject(await client.post(`/api/learningtour/${tourId}/finishSurvey/${surveyId}`));
}

export async function fetchDnaReport(client: ApiClient, surveyId: number): Promise<DnaReport> {
  return expectObject(await client.get(`/sr/surveys/${surveyId}/report`));
}

/** Largest `playedSeconds` the server accepts. */
export const MAX_PLAYED_SECONDS = 3600;

export async function saveDnaAudioRecord(
  client: ApiClient,
  surveyId: number,
  dimensionId: number,
  record: { readonly playedSeconds: number; readonly completed: boolean },
): Promise<{ readonly saved: true }> {
  return expectObject(await client.post(`/sr/coursedna/saveDNAUserAudioRecord/${surveyId}/${dimensionId}`, record));
}
