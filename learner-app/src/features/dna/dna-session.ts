/**
 * The learner's place in a DNA attempt and any answer still waiting to be
 * saved, kept in sessionStorage so a reload resumes there (ids only).
 */
import { readSession, writeSession } from '../assessment/assessment-route';
import type { DnaAnswer } from './api/dna';

export interface PendingDnaAnswer extends DnaAnswer {
  readonly attemptId: number;
}

export const dnaPositionKey = (surveyId: number) => `dna:${surveyId}:position`;
export const dnaPendingKey = (surveyId: number) => `dna:${surveyId}:pending`;

export function readDnaPending(surveyId: number, attemptId: number): PendingDnaAnswer[] {
  const stored = readSession(dnaPendingKey(surveyId));
  if (!Array.isArray(stored)) return [];
  return (stored as PendingDnaAnswer[]).filter(
    (item) => typeof item === 'object' && item !== null && item.attemptId === attemptId && typeof item.optionId === 'number',
  );
}

export function readDnaPosition(surveyId: number, attemptId: number): number | undefined {
  const stored = readSession(dnaPositionKey(surveyId)) as { attemptId?: unknown; index?: unknown } | null;
  return stored && stored.attemptId === attemptId && typeof stored.index === 'number' ? Math.max(0, Math.floor(stored.index)) : undefined;
}

export function writeDnaPosition(surveyId: number, attemptId: number, index: number): void {
  writeSession(dnaPositionKey(surveyId), { attemptId, index });
}

export function clearDnaSession(surveyId: number): void {
  writeSession(dnaPositionKey(surveyId), null);
  writeSession(dnaPendingKey(surveyId), null);
}

export { writeSession };
