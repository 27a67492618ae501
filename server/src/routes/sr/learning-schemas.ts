import { courseSummarySchema, videoRefSchema } from '../ddilearner/learning-schemas.js';
import { envelope } from '../schemas.js';

/**
 * Response schemas of the learning calls under `/sr` (docs/api.md "Learning"; decisions 0037, 0039): the
 * learning tour, the home page's courses and projects, and the once-only flags.
 */

/** `ProjectSummary`: a project with its courses' count and progress. */
export const projectSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'totalCourse', 'progress', 'status', 'closesAt', 'launchVideo'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: 'string' },
    totalCourse: { type: 'integer' },
    progress: { type: 'number' },
    status: { type: 'string', enum: ['open', 'expired'] },
    closesAt: { type: ['string', 'null'] },
    launchVideo: { anyOf: [{ type: 'null' }, videoRefSchema] },
  },
} as const;

/** `GET /sr/v2/coursesOrProjectCourses`: one project's courses (`project` set), else those outside any project. */
export const coursesOrProjectCoursesResponse = {
  200: envelope({
    type: 'object',
    required: ['project', 'courses', 'projects'],
    properties: {
      project: { anyOf: [{ type: 'null' }, projectSchema] },
      courses: { type: 'array', items: courseSummarySchema },
      projects: { type: 'array', items: projectSchema },
    },
  }),
} as const;

/**
 * `GET /sr/learningtour{,EN,TW,TH}`: the header's course list; the Leadership DNA entries (id 0) come last and
 * also name their survey, tour and time limit.
 */
export const learningTourResponse = {
  200: envelope({
    type: 'array',
    items: {
      type: 'object',
      required: ['id', 'name', 'progress', 'status', 'projectId'],
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        progress: { type: 'number' },
        status: { type: 'string', enum: ['notOpen', 'open', 'expired', 'finished'] },
        projectId: { type: ['integer', 'null'] },
        surveyId: { type: 'integer' },
        tourId: { type: 'integer' },
        timeLimitSeconds: { type: 'integer' },
      },
    },
  }),
} as const;

/** `GET` and `POST /sr/onceino/:key`. */
export const onceResponse = {
  200: envelope({
    type: 'object',
    required: ['key', 'seen', 'seenAt'],
    properties: { key: { type: 'string' }, seen: { type: 'boolean' }, seenAt: { type: ['string', 'null'] } },
  }),
} as const;
