/** Shared test data of the Leadership DNA pages (contract shapes). */
import type { DnaAttempt, DnaDimension, DnaEntry, DnaReport } from './api/dna';

export const SURVEY_ID = 1;
export const TOUR_ID = 3;

export function dnaEntry(progress = 0, timeLimitSeconds = 1200): DnaEntry {
  return { id: 0, surveyId: SURVEY_ID, tourId: TOUR_ID, name: 'Leadership DNA', progress, timeLimitSeconds };
}

export function dnaAttempt(overrides: Partial<DnaAttempt> = {}): DnaAttempt {
  return {
    surveyId: SURVEY_ID,
    tourId: TOUR_ID,
    attemptId: 21,
    status: 'inProgress',
    startedAt: '2026-01-05T03:00:00.000Z',
    deadline: '2026-01-05T03:20:00.000Z',
    serverNow: '2026-01-05T03:00:00.000Z',
    remainingSeconds: 1200,
    timeLimitSeconds: 1200,
    minutes: { min: 10, max: 20 },
    questions: [
      { id: 101, text: 'In a new project I first', options: [{ id: 1001, text: 'Paint the picture of where we are going' }, { id: 1002, text: 'Check the facts and figures' }] },
      { id: 102, text: 'When a colleague struggles I', options: [{ id: 1003, text: 'Ask questions to help them find a way' }, { id: 1004, text: 'Set a clear deadline' }] },
      { id: 103, text: 'In meetings I tend to', options: [{ id: 1005, text: 'Bring people together' }, { id: 1006, text: 'Guard the budget' }] },
    ],
    answers: [],
    answeredCount: 0,
    questionCount: 3,
    ...overrides,
  };
}

function dimension(id: number, key: string, name: string, score: number, level: DnaDimension['level']): DnaDimension {
  return {
    id,
    key,
    name,
    icon: `/media/dna/icons/${key}.svg`,
    score,
    level,
    narrative: `${name} narrative.`,
    audio: { url: `/media/dna/audio/en/${key}.webm`, durationSeconds: 7, language: 'en', fallback: false },
  };
}

export function readyDnaReport(overrides: Partial<DnaReport> = {}): DnaReport {
  return {
    surveyId: SURVEY_ID,
    status: 'ready',
    readyAt: '2026-01-05T03:15:01.500Z',
    finishedAt: '2026-01-05T03:15:00.000Z',
    dimensions: [
      dimension(1, 'visionary', 'Visionary', 88, 'high'),
      dimension(2, 'coach', 'Coach', 54, 'moderate'),
      dimension(3, 'analyst', 'Analyst', 20, 'low'),
    ],
    summary: 'You lead by painting the way ahead.',
    ...overrides,
  };
}

export function dnaReport(status: DnaReport['status']): DnaReport {
  return { ...readyDnaReport(), status, dimensions: [], summary: '', readyAt: null };
}
