/**
 * The Leadership DNA calls (issue 11 contract, spec §7 "Leadership DNA"): the
 * DNA entry of the course list (ids and progress), the attempt (started or
 * resumed in the language of the request path), timing, saving one answer
 * (`{ questionId, optionId }`, spec §3), reset (retake), finish, the report
 * and the record of an expert-audio play. The answers' types come from the
 * server's response schemas (`@ddi/server/contract`, type-only: decision 0039).
 */
import type * as contract from '@ddi/server/contract';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';
import type { UrlSuffix } from '../../../shared/i18n/language';

/** "Not finished in time: no report was made. Please take the survey again." */
export const DNA_EXPIRED_CODE = 4192;

export type DnaEntry = contract.DnaEntry;
/** The server's `DnaAttempt` allows `attemptId: null`; show and reset always answer one, checked on receipt. */
export type DnaAttempt = contract.DnaAttempt & { readonly attemptId: number };
export type DnaQuestion = DnaAttempt['questions'][number];
export type DnaAttemptStatus = DnaAttempt['status'];

/** The DNA answer payload (spec §3). */
export interface DnaAnswer {
  readonly questionId: number;
  readonly optionId: number;
}

export type DnaTiming = contract.DnaTiming;
export type DnaSaveResult = contract.DnaSaved;
export type DnaLevel = DnaDimension['level'];

/**
 * A dimension of the report. `strengths` and `watchOuts` are the app's own optional extension: the server's
 * report does not send them today (docs/api.md `DnaReport`), and the analysis page falls back to level-based
 * guidance.
 */
export type DnaDimension = contract.DnaReport['dimensions'][number] & {
  readonly strengths?: readonly string[];
  readonly watchOuts?: readonly string[];
};

export type DnaReport = Omit<contract.DnaReport, 'dimensions'> & {
  /** Highest score first. */
  readonly dimensions: readonly DnaDimension[];
};

function expectObject<T>(data: unknown): T {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  }
  return data as T;
}

function expectAttempt(data: unknown): DnaAttempt {
  const attempt = expectObject<contract.DnaAttempt>(data);
  if (typeof attempt.attemptId !== 'number') throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  return { ...attempt, attemptId: attempt.attemptId };
}

/** The DNA entry (id 0) with its survey and tour ids and the learner's progress. */
export async function fetchDnaEntry(client: ApiClient): Promise<DnaEntry> {
  const list = await client.get('/sr/coursedna/queryCourseDNAList');
  const entry = Array.isArray(list) ? (list as unknown[])[0] : undefined;
  return expectObject<DnaEntry>(entry);
}

/** Resumes the attempt in progress or starts one (`status: 'expired'` without questions when the last one ran out). */
export async function showDnaSurvey(client: ApiClient, suffix: UrlSuffix, tourId: number, surveyId: number): Promise<DnaAttempt> {
  return expectAttempt(await client.post(`/sr/learningtour${suffix}/${tourId}/showSurvey/${surveyId}`));
}

export async function syncDnaTiming(client: ApiClient, surveyId: number, elapsedSeconds?: number): Promise<DnaTiming> {
  return expectObject(await client.put(`/api/surveys/${surveyId}`, elapsedSeconds === undefined ? {} : { elapsedSeconds }));
}

export async function saveDnaAnswer(client: ApiClient, surveyId: number, answer: DnaAnswer): Promise<DnaSaveResult> {
  return expectObject(await client.patch(`/api/surveys/${surveyId}`, { questionId: answer.questionId, optionId: answer.optionId }));
}

/** A fresh attempt (in progress, expired or finished = retake). */
export async function resetDnaSurvey(client: ApiClient, surveyId: number): Promise<DnaAttempt> {
  return expectAttempt(await client.put(`/api/surveys/${surveyId}/reset`));
}

export async function finishDnaSurvey(
  client: ApiClient,
  tourId: number,
  surveyId: number,
): Promise<contract.Finished> {
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
): Promise<contract.AudioRecordSaved> {
  return expectObject(await client.post(`/sr/coursedna/saveDNAUserAudioRecord/${surveyId}/${dimensionId}`, record));
}
