import { envelope } from '../schemas.js';

/**
 * Response schemas of the pre-test and post-test calls under `/sr/survey` (docs/api.md "Assessments (issue 10)";
 * decisions 0037, 0039). A field not listed here is not sent.
 */

const moduleId = { type: 'integer', enum: [1, 4] } as const;
const attemptStatus = { type: 'string', enum: ['inProgress', 'finished', 'expired'] } as const;
const grade = { type: 'string', enum: ['weak', 'limited', 'general', 'good', 'excellent', 'veryExcellent'] } as const;
const gradedScore = { type: 'object', required: ['score', 'grade'], properties: { score: { type: 'number' }, grade } } as const;
const idText = { type: 'object', required: ['id', 'text'], properties: { id: { type: 'integer' }, text: { type: 'string' } } } as const;

/** `GET /survey/getSurvey/:courseId/:moduleId`: `SurveyStatus`, the test's introduction. */
export const surveyStatusResponse = {
  200: envelope({
    type: 'object',
    required: ['courseId', 'moduleId', 'title', 'minutes', 'timeLimitSeconds', 'questionCount', 'status', 'attemptId', 'answeredCount', 'canStart', 'onceOnly', 'reportReady'],
    properties: {
      courseId: { type: 'integer' },
      moduleId,
      title: { type: 'string' },
      minutes: { type: 'object', required: ['min', 'max'], properties: { min: { type: 'integer', const: 10 }, max: { type: 'integer', const: 25 } } },
      timeLimitSeconds: { type: 'integer' },
      questionCount: { type: 'integer' },
      status: { type: 'string', enum: ['notStarted', 'inProgress', 'finished', 'expired'] },
      attemptId: { type: ['integer', 'null'] },
      answeredCount: { type: 'integer' },
      canStart: { type: 'boolean' },
      onceOnly: { type: 'boolean' },
      reportReady: { type: 'boolean' },
    },
  }),
} as const;

/** `GET /survey/show/…` and `POST /survey/reset/…`: `AttemptState`, the attempt with its questions and answers. */
export const attemptStateResponse = {
  200: envelope({
    type: 'object',
    required: ['attemptId', 'moduleId', 'status', 'startedAt', 'deadline', 'serverNow', 'remainingSeconds', 'questions', 'answers', 'answeredCount'],
    properties: {
      attemptId: { type: 'integer' },
      moduleId,
      status: attemptStatus,
      startedAt: { type: 'string' },
      deadline: { type: 'string' },
      serverNow: { type: 'string' },
      remainingSeconds: { type: 'integer' },
      questions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'type', 'text', 'competencyId', 'options'],
          properties: {
            id: { type: 'integer' },
            type: { type: 'string', enum: ['single', 'multiple', 'open'] },
            text: { type: 'string' },
            competencyId: { type: 'integer' },
            options: { type: 'array', items: idText },
          },
        },
      },
      answers: {
        type: 'array',
        items: {
          type: 'object',
          required: ['questionId', 'optionIds', 'text'],
          properties: { questionId: { type: 'integer' }, optionIds: { type: 'array', items: { type: 'integer' } }, text: { type: 'string' } },
        },
      },
      answeredCount: { type: 'integer' },
    },
  }),
} as const;

/** An answer saved (here and in Leadership DNA): the count so far and the server's clock and deadline. */
export const savedAnswerResponse = {
  200: envelope({
    type: 'object',
    required: ['answeredCount', 'remainingSeconds', 'deadline', 'serverNow'],
    properties: { answeredCount: { type: 'integer' }, remainingSeconds: { type: 'integer' }, deadline: { type: 'string' }, serverNow: { type: 'string' } },
  }),
} as const;

/** An attempt finished (here and in Leadership DNA): its report is ready at `reportReadyAt`. */
export const finishedResponse = {
  200: envelope({
    type: 'object',
    required: ['status', 'reportReadyAt'],
    properties: { status: { type: 'string', const: 'finished' }, reportReadyAt: { type: 'string' } },
  }),
} as const;

const reportProperties = {
  courseId: { type: 'integer' },
  moduleId,
  status: { type: 'string', enum: ['generating', 'ready', 'none'] },
  readyAt: { type: ['string', 'null'] },
  finishedAt: { type: ['string', 'null'] },
  expired: { type: 'boolean' },
  overall: { anyOf: [{ type: 'null' }, gradedScore] },
  competencies: {
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'name', 'score', 'grade', 'description'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, score: { type: 'number' }, grade, description: { type: 'string' } },
    },
  },
  keyActions: {
    type: 'array',
    items: { type: 'object', required: ['id', 'text', 'competencyId'], properties: { id: { type: 'integer' }, text: { type: 'string' }, competencyId: { type: 'integer' } } },
  },
  advice: { type: 'array', items: { type: 'object', required: ['competencyId', 'text'], properties: { competencyId: { type: 'integer' }, text: { type: 'string' } } } },
  openAnswers: {
    type: 'array',
    items: { type: 'object', required: ['questionId', 'question', 'text'], properties: { questionId: { type: 'integer' }, question: { type: 'string' }, text: { type: 'string' } } },
  },
} as const;
const reportRequired = ['courseId', 'moduleId', 'status', 'readyAt', 'finishedAt', 'expired', 'overall', 'competencies', 'keyActions', 'advice', 'openAnswers'] as const;

/** `Report`: a test's report. */
const reportSchema = { type: 'object', required: reportRequired, properties: reportProperties } as const;

/** `GET /survey/beforeTestRepoteNew/:courseId`: the pre-test's `Report`. */
export const reportResponse = { 200: envelope(reportSchema) } as const;

/** `GET /survey/afterTestReportNew/:courseId`: `ComparisonReport`, the post-test's report beside the pre-test's. */
export const comparisonResponse = {
  200: envelope({
    type: 'object',
    required: [...reportRequired, 'before', 'comparison'],
    properties: {
      ...reportProperties,
      before: reportSchema,
      comparison: {
        type: 'array',
        items: {
          type: 'object',
          required: ['competencyId', 'name', 'before', 'after'],
          properties: { competencyId: { type: 'integer' }, name: { type: 'string' }, before: { anyOf: [{ type: 'null' }, gradedScore] }, after: gradedScore },
        },
      },
    },
  }),
} as const;
