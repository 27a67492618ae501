/** Shared test data of the assessment pages (contract shapes). */
import type { AttemptState, ComparisonReport, Report, SurveyStatus } from './api/survey';

export const COURSE_ID = 7;

export function attempt(overrides: Partial<AttemptState> = {}): AttemptState {
  return {
    attemptId: 11,
    moduleId: 1,
    status: 'inProgress',
    startedAt: '2026-01-05T03:00:00.000Z',
    deadline: '2026-01-05T03:25:00.000Z',
    serverNow: '2026-01-05T03:00:00.000Z',
    remainingSeconds: 1500,
    questions: [
      { id: 1, type: 'single', text: 'When a team member misses a deadline, you first', competencyId: 1, options: [
        { id: 11, text: 'Ask what got in the way' },
        { id: 12, text: 'Take the work over' },
      ] },
      { id: 2, type: 'multiple', text: 'Which help a coaching talk?', competencyId: 2, options: [
        { id: 21, text: 'Open questions' },
        { id: 22, text: 'Agreeing next steps' },
        { id: 23, text: 'Doing most of the talking' },
      ] },
      { id: 3, type: 'open', text: 'Describe a recent feedback conversation.', competencyId: 2, options: [] },
    ],
    answers: [],
    answeredCount: 0,
    ...overrides,
  };
}

export function surveyStatus(overrides: Partial<SurveyStatus> = {}): SurveyStatus {
  return {
    courseId: COURSE_ID,
    moduleId: 1,
    title: 'Coaching for Success',
    minutes: { min: 10, max: 25 },
    timeLimitSeconds: 1500,
    questionCount: 3,
    status: 'notStarted',
    attemptId: null,
    answeredCount: 0,
    canStart: true,
    onceOnly: true,
    reportReady: false,
    ...overrides,
  };
}

export function readyReport(overrides: Partial<Report> = {}): Report {
  return {
    courseId: COURSE_ID,
    moduleId: 1,
    status: 'ready',
    readyAt: '2026-01-05T03:20:01.500Z',
    finishedAt: '2026-01-05T03:20:00.000Z',
    expired: false,
    overall: { score: 62, grade: 'general' },
    competencies: [
      { id: 1, name: 'Coaching', score: 35, grade: 'weak', description: 'Helping others grow' },
      { id: 2, name: 'Feedback', score: 92, grade: 'veryExcellent', description: 'Giving useful feedback' },
    ],
    keyActions: [{ id: 5, text: 'Ask before you tell', competencyId: 1 }],
    advice: [{ competencyId: 1, text: 'Practise open questions in every one-to-one.' }],
    openAnswers: [{ questionId: 9, question: 'What will you try first?', text: 'Ask my team what <they> need.' }],
    ...overrides,
  };
}

export function comparisonReport(): ComparisonReport {
  return {
    ...readyReport({ moduleId: 4, overall: { score: 80, grade: 'excellent' } }),
    competencies: [
      { id: 1, name: 'Coaching', score: 72, grade: 'good', description: '' },
      { id: 2, name: 'Feedback', score: 88, grade: 'excellent', description: '' },
    ],
    before: readyReport(),
    comparison: [
      { competencyId: 1, name: 'Coaching', before: { score: 35, grade: 'weak' }, after: { score: 72, grade: 'good' } },
      { competencyId: 2, name: 'Feedback', before: { score: 92, grade: 'veryExcellent' }, after: { score: 88, grade: 'excellent' } },
    ],
  };
}
