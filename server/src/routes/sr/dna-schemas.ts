import { envelope } from '../schemas.js';

/**
 * Response schemas of Leadership DNA (docs/api.md "Leadership DNA (issue 11)"; decisions 0037, 0039), for its
 * calls under `/sr` and under `/api`. A field not listed here is not sent.
 */

const nullableString = { type: ['string', 'null'] } as const;
const dnaStatus = { type: 'string', enum: ['notStarted', 'inProgress', 'finished', 'expired'] } as const;
const idText = { type: 'object', required: ['id', 'text'], properties: { id: { type: 'integer' }, text: { type: 'string' } } } as const;

/** `DnaAttemptView`: shown, started or reset; questions and answers only while it is in progress. */
export const dnaAttemptResponse = {
  200: envelope({
    type: 'object',
    required: ['surveyId', 'tourId', 'attemptId', 'status', 'startedAt', 'deadline', 'serverNow', 'remainingSeconds', 'timeLimitSeconds', 'minutes', 'questions', 'answers', 'answeredCount', 'questionCount'],
    properties: {
      surveyId: { type: 'integer' },
      tourId: { type: 'integer' },
      attemptId: { type: ['integer', 'null'] },
      status: dnaStatus,
      startedAt: nullableString,
      deadline: nullableString,
      serverNow: { type: 'string' },
      remainingSeconds: { type: 'integer' },
      timeLimitSeconds: { type: 'integer' },
      minutes: { type: 'object', required: ['min', 'max'], properties: { min: { type: 'integer', const: 10 }, max: { type: 'integer', const: 20 } } },
      questions: {
        type: 'array',
        items: { type: 'object', required: ['id', 'text', 'options'], properties: { id: { type: 'integer' }, text: { type: 'string' }, options: { type: 'array', items: idText } } },
      },
      answers: { type: 'array', items: { type: 'object', required: ['questionId', 'optionId'], properties: { questionId: { type: 'integer' }, optionId: { type: 'integer' } } } },
      answeredCount: { type: 'integer' },
      questionCount: { type: 'integer' },
    },
  }),
} as const;

/** `PUT /api/surveys/:surveyId`: the timing call, the server's remaining time. */
export const dnaTimingResponse = {
  200: envelope({
    type: 'object',
    required: ['status', 'remainingSeconds', 'deadline', 'serverNow'],
    properties: { status: dnaStatus, remainingSeconds: { type: 'integer' }, deadline: nullableString, serverNow: nullableString },
  }),
} as const;

/**
 * `PATCH /api/surveys/:surveyId`: an answer saved. `deadline` and `serverNow` are always set, but the service
 * types them `string | null` (its `iso()` helper), so the schema says so too.
 */
export const dnaSavedResponse = {
  200: envelope({
    type: 'object',
    required: ['answeredCount', 'remainingSeconds', 'deadline', 'serverNow'],
    properties: { answeredCount: { type: 'integer' }, remainingSeconds: { type: 'integer' }, deadline: nullableString, serverNow: nullableString },
  }),
} as const;

/** `GET /sr/surveys/:surveyId/report`: `DnaReportView`, the dimensions strongest first. */
export const dnaReportResponse = {
  200: envelope({
    type: 'object',
    required: ['surveyId', 'status', 'readyAt', 'finishedAt', 'dimensions', 'summary'],
    properties: {
      surveyId: { type: 'integer' },
      status: { type: 'string', enum: ['none', 'generating', 'ready', 'expired'] },
      readyAt: nullableString,
      finishedAt: nullableString,
      dimensions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'key', 'name', 'icon', 'score', 'level', 'narrative', 'audio'],
          properties: {
            id: { type: 'integer' },
            key: { type: 'string' },
            name: { type: 'string' },
            icon: { type: 'string' },
            score: { type: 'number' },
            level: { type: 'string', enum: ['low', 'moderate', 'high'] },
            narrative: { type: 'string' },
            audio: {
              type: 'object',
              required: ['url', 'durationSeconds', 'language', 'fallback'],
              properties: { url: { type: 'string' }, durationSeconds: { type: 'number' }, language: { type: 'string' }, fallback: { type: 'boolean' } },
            },
          },
        },
      },
      summary: { type: 'string' },
    },
  }),
} as const;

/** `GET /sr/coursedna/queryCourseDNAList`: the DNA entries of the header (course id 0). */
export const dnaEntriesResponse = {
  200: envelope({
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'surveyId', 'tourId', 'name', 'progress', 'timeLimitSeconds'],
      properties: {
        id: { type: 'integer', const: 0 },
        surveyId: { type: 'integer' },
        tourId: { type: 'integer' },
        name: { type: 'string' },
        progress: { type: 'integer' },
        timeLimitSeconds: { type: 'integer' },
      },
    },
  }),
} as const;

/** `POST /sr/coursedna/saveDNAUserAudioRecord/…`: stored. */
export const audioRecordResponse = {
  200: envelope({ type: 'object', required: ['saved'], properties: { saved: { type: 'boolean', const: true } } }),
} as const;
