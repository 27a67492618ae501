import { envelope } from '../schemas.js';

/**
 * Response schemas of the learning calls (docs/api.md "Learning"; decision 0037). Fastify serialises each
 * answer by its schema: a field that is not listed here is not sent, so a new field of a service's result must
 * be added here to reach the app.
 */

// Schema files import nothing but one another: the learner app type-checks them too (routes/contract.ts).
const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const stepStatus = { type: 'string', enum: ['notOpen', 'open', 'expired', 'finished'] } as const;
const unitStatus = { type: 'string', enum: ['notStarted', 'notFinished', 'finished', 'studyCompleted'] } as const;

/** `StepState`: one of a course's four steps and when it can be taken. */
export const stepStateSchema = {
  type: 'object',
  required: ['step', 'status', 'opensAt', 'closesAt'],
  properties: { step: { type: 'integer', enum: [1, 2, 3, 4] }, status: stepStatus, opensAt: nullableString, closesAt: nullableString },
} as const;

/** `UnitSummary`: a unit in a course's list, with the learner's state. */
const unitSummarySchema = {
  type: 'object',
  required: ['id', 'position', 'title', 'status', 'videoSeconds', 'watchedSeconds'],
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer' },
    title: { type: 'string' },
    status: unitStatus,
    videoSeconds: { type: 'number' },
    watchedSeconds: { type: 'number' },
  },
} as const;

/** `CourseSummary`: a course with the learner's progress, step locks and units. */
export const courseSummarySchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'estimatedMinutes', 'coverUrl', 'unitCount', 'progress', 'projectId', 'status', 'opensAt', 'ticketExpiresAt', 'steps', 'units'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    estimatedMinutes: { type: 'integer' },
    coverUrl: nullableString,
    unitCount: { type: 'integer' },
    progress: { type: 'number' },
    projectId: nullableInteger,
    status: stepStatus,
    opensAt: nullableString,
    ticketExpiresAt: nullableString,
    steps: { type: 'array', items: stepStateSchema },
    units: { type: 'array', items: unitSummarySchema },
  },
} as const;

/** `GET /v2/user/learning/progress`. */
export const progressResponse = {
  200: envelope({
    type: 'array',
    items: {
      type: 'object',
      required: ['learningPathMetaId', 'progress', 'unitCount', 'finishedUnits', 'status'],
      properties: {
        learningPathMetaId: { type: 'integer' },
        progress: { type: 'number' },
        unitCount: { type: 'integer' },
        finishedUnits: { type: 'integer' },
        status: stepStatus,
      },
    },
  }),
} as const;

/** `GET /v2/user/learning/projectProgress`. */
export const projectProgressResponse = {
  200: envelope({
    type: 'array',
    items: {
      type: 'object',
      required: ['projectId', 'totalCourse', 'progress', 'status'],
      properties: {
        projectId: { type: 'integer' },
        totalCourse: { type: 'integer' },
        progress: { type: 'number' },
        status: { type: 'string', enum: ['open', 'expired'] },
      },
    },
  }),
} as const;

/** `GET /v2/user/learningpathes/:id`. */
export const courseSummaryResponse = { 200: envelope(courseSummarySchema) } as const;

/** `GET /v2/user/learningpathes/itemsLock/:id`. */
export const itemsLockResponse = { 200: envelope({ type: 'array', items: stepStateSchema }) } as const;

const windowSchema = { type: 'object', required: ['opensAt', 'closesAt'], properties: { opensAt: nullableString, closesAt: nullableString } } as const;

/** `GET /v2/learningpathes/:id`: the course's description, step windows and unit list. */
export const courseDetailResponse = {
  200: envelope({
    type: 'object',
    required: ['id', 'name', 'description', 'estimatedMinutes', 'unitCount', 'projectId', 'windows', 'units'],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      description: { type: 'string' },
      estimatedMinutes: { type: 'integer' },
      unitCount: { type: 'integer' },
      projectId: nullableInteger,
      windows: { type: 'object', required: ['1', '2', '3', '4'], properties: { 1: windowSchema, 2: windowSchema, 3: windowSchema, 4: windowSchema } },
      units: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'position', 'title', 'videoSeconds'],
          properties: { id: { type: 'integer' }, position: { type: 'integer' }, title: { type: 'string' }, videoSeconds: { type: 'number' } },
        },
      },
    },
  }),
} as const;

/** `GET /userTicket/verifyUserTicketIsExpire`. */
export const ticketResponse = {
  200: envelope({ type: 'object', required: ['expired', 'expiresAt'], properties: { expired: { type: 'boolean' }, expiresAt: nullableString } }),
} as const;

/** `GET /v2/broadcast`. */
export const broadcastResponse = {
  200: envelope({
    type: 'object',
    required: ['vid', 'messages'],
    properties: {
      vid: { type: 'string' },
      messages: { type: 'array', items: { type: 'object', required: ['id', 'text'], properties: { id: { type: 'integer' }, text: { type: 'string' } } } },
    },
  }),
} as const;

/** `GET /v2/user/continue`: `ContinueLearning`, or null when there is nothing to continue. */
export const continueResponse = {
  200: envelope({
    type: 'object',
    required: ['learningPathMetaId', 'courseName', 'coverUrl', 'unitId', 'unitPosition', 'unitTitle', 'position', 'videoSeconds'],
    properties: {
      learningPathMetaId: { type: 'integer' },
      courseName: { type: 'string' },
      coverUrl: nullableString,
      unitId: { type: 'integer' },
      unitPosition: { type: 'integer' },
      unitTitle: { type: 'string' },
      position: { type: 'number' },
      videoSeconds: { type: 'number' },
    },
  }),
} as const;

/** `QuestionResult`: the learner's graded answer to a question. */
const questionResultSchema = {
  type: 'object',
  required: ['answer', 'correct', 'correctAnswer', 'referenceAnswer', 'analysis'],
  properties: {
    answer: { type: 'array', items: { type: 'string' } },
    correct: { type: ['boolean', 'null'] },
    correctAnswer: { type: 'array', items: { type: 'string' } },
    referenceAnswer: nullableString,
    analysis: { type: 'string' },
  },
} as const;

/** A unit's or project's video: a media URL, and the catalogue vid once the video platform serves it. */
export const videoRefSchema = { type: 'object', required: ['src'], properties: { src: { type: 'string' }, vid: { type: 'string' } } } as const;

/** `GET /v2/user/units/:id`: a unit's content for the module-2 pages. */
export const unitResponse = {
  200: envelope({
    type: 'object',
    required: ['id', 'learningPathMetaId', 'courseName', 'position', 'title', 'status', 'video', 'videoSeconds', 'resumeAt', 'essenceNotes', 'case', 'jobAid', 'questions'],
    properties: {
      id: { type: 'integer' },
      learningPathMetaId: { type: 'integer' },
      courseName: { type: 'string' },
      position: { type: 'integer' },
      title: { type: 'string' },
      status: unitStatus,
      video: videoRefSchema,
      videoSeconds: { type: 'number' },
      resumeAt: { type: 'number' },
      essenceNotes: { type: 'string' },
      case: { type: 'string' },
      jobAid: { type: 'string' },
      questions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'kind', 'type', 'stem', 'options', 'result'],
          properties: {
            id: { type: 'integer' },
            kind: { type: 'string', enum: ['preClass', 'practice'] },
            type: { type: 'string', enum: ['single', 'multiple', 'open'] },
            stem: { type: 'string' },
            options: { type: 'array', items: { type: 'object', required: ['id', 'text'], properties: { id: { type: 'string' }, text: { type: 'string' } } } },
            result: { anyOf: [{ type: 'null' }, questionResultSchema] },
          },
        },
      },
    },
  }),
} as const;

/** `POST /v2/user/units/:id/answers`: the graded answer. */
export const answerResponse = { 200: envelope(questionResultSchema) } as const;

/** A tick as answered (`toApi`): Fastify serialises it by this schema, and nothing outside it is sent. */
const tickSchema = {
  type: 'object',
  required: ['tickId', 'type', 'unitId', 'position', 'maxPosition', 'completed', 'completedAt'],
  properties: {
    tickId: { type: 'integer' },
    type: { type: 'string', enum: ['video', 'essenceNotes', 'case', 'jobAid', 'practice', 'endUnit'] },
    unitId: { type: 'integer' },
    position: { type: 'number' },
    maxPosition: { type: 'number' },
    completed: { type: 'boolean' },
    completedAt: { type: ['string', 'null'] },
  },
} as const;
/** The tick calls `init`, `update` and `reset`. */
export const tickResponse = { 200: envelope(tickSchema) } as const;

/** The survey's questions and a learner's stored feedback (docs/api.md): answers are serialised by these. */
const metaSchema = {
  type: 'object',
  required: ['id', 'kind', 'title', 'required'],
  properties: { id: { type: 'integer' }, kind: { type: 'string', enum: ['rating', 'text'] }, title: { type: 'string' }, required: { type: 'boolean' } },
} as const;
const feedbackSchema = {
  type: 'object',
  required: ['id', 'learningPathMetaId', 'answers', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    learningPathMetaId: { type: 'integer' },
    answers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['metaId'],
        properties: { metaId: { type: 'integer' }, score: { type: 'integer' }, text: { type: 'string' } },
      },
    },
    createdAt: { type: 'string' },
  },
} as const;

/** `GET /v1/usersSatisficingMetas`: the feedback survey's questions. */
export const feedbackMetasResponse = { 200: envelope({ type: 'array', items: metaSchema }) } as const;

/** `POST /v1/usersSatisficing` and `GET /v1/usersSatisficing/learningPathMetaId/:id`: a learner's stored feedback. */
export const feedbackResponse = { 200: envelope(feedbackSchema) } as const;
