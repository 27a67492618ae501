/**
 * The learner's place in a DNA attempt and any answer still waiting to be
 * saved, kept in sessionStorage so a reload resumes there (ids only).
 */
import { attemptStore } from '../../shared/attempt/attempt-store';
import type { AttemptStore } from '../../shared/attempt/attempt-store';
import type { DnaAnswer } from './api/dna';

export interface PendingDnaAnswer extends DnaAnswer {
  readonly attemptId: number;
}

export function dnaAttemptStore(surveyId: number): AttemptStore<PendingDnaAnswer> {
  return attemptStore<PendingDnaAnswer>(`dna:${surveyId}`, (item) => typeof (item as PendingDnaAnswer).optionId === 'number');
}
