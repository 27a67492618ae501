import type { FastifyPluginAsync } from 'fastify';
import { Code, ApiFailure, okExactly } from '../../lib/envelope.js';
import * as repo from '../../repositories/learning.js';
import { continueLearning, courseSummaries, courseSummary, enrolledUnit, learnerProjects, text } from '../../services/learning.js';
import { unitStatus } from '../../services/learning-progress.js';
import type * as contract from '../contract.js';
import {
  answerResponse,
  broadcastResponse,
  continueResponse,
  courseDetailResponse,
  courseSummaryResponse,
  itemsLockResponse,
  progressResponse,
  projectProgressResponse,
  ticketResponse,
  unitResponse,
} from './learning-schemas.js';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const lang = { type: 'string', maxLength: 16 } as const;
/** A comma-separated list of ids, e.g. `1,2,3`. */
const idList = { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9}){0,99}$' } as const;
const parseIds = (value: string | undefined) => (value ? value.split(',').map(Number) : undefined);

const answerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['questionId', 'answer'],
  properties: {
    questionId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    answer: { type: 'array', minItems: 1, maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' } },
  },
} as const;

/** The learning calls under `/ddilearner` (learner spec §7, docs/api.md "Learning"). */
const learningRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const session = { onRequest: app.requireSession };

  app.get<{ Querystring: { learningPathMetaIds?: string } }>(
    '/v2/user/learning/progress',
    { ...session, schema: { querystring: { type: 'object', additionalProperties: false, properties: { learningPathMetaIds: idList, lang } }, response: progressResponse } },
    async (request) => {
      const courses = await courseSummaries(db(), app.coursePages, request.requireUser().userId, request.language, app.clock.now(), parseIds(request.query.learningPathMetaIds));
      return okExactly<contract.CourseProgress[]>()(
        courses.map((course) => ({
          learningPathMetaId: course.id,
          progress: course.progress,
          unitCount: course.unitCount,
          finishedUnits: course.units.filter((unit) => unit.status === 'finished' || unit.status === 'studyCompleted').length,
          status: course.status,
        })),
      );
    },
  );

  app.get<{ Querystring: { projectIds?: string } }>(
    '/v2/user/learning/projectProgress',
    { ...session, schema: { querystring: { type: 'object', additionalProperties: false, properties: { projectIds: idList, lang } }, response: projectProgressResponse } },
    async (request) => {
      const now = app.clock.now();
      const courses = await courseSummaries(db(), app.coursePages, request.requireUser().userId, request.language, now);
      const projects = await learnerProjects(db(), courses, request.language, now, parseIds(request.query.projectIds));
      return okExactly<contract.ProjectProgress[]>()(projects.map(({ id, totalCourse, progress, status }) => ({ projectId: id, totalCourse, progress, status })));
    },
  );

  app.get<{ Params: { id: number } }>('/v2/user/learningpathes/:id', { ...session, schema: { params: idParams, response: courseSummaryResponse } }, async (request) => {
    return okExactly<contract.CourseSummary>()(await courseSummary(db(), app.coursePages, request.requireUser().userId, request.language, app.clock.now(), request.params.id));
  });

  app.get<{ Params: { id: number } }>('/v2/learningpathes/:id', { ...session, schema: { params: idParams, response: courseDetailResponse } }, async (request) => {
    const path = await repo.enrolledCourseOutline(db(), request.requireUser().userId, request.params.id);
    if (!path) throw new ApiFailure(Code.notFound, { detail: `learning path ${request.params.id}` });
    const unitRows = path.units;
    const language = request.language;
    return okExactly<contract.CourseDetail>()({
      id: path.id,
      name: text(path.name, language),
      description: text(path.description, language),
      estimatedMinutes: path.estimatedMinutes,
      unitCount: unitRows.length,
      projectId: path.projectId,
      windows: path.windows,
      units: unitRows.map((unit) => ({ id: unit.id, position: unit.position, title: text(unit.title, language), videoSeconds: unit.videoSeconds })),
    });
  });

  app.get<{ Params: { id: number } }>(
    '/v2/user/learningpathes/itemsLock/:id',
    { ...session, schema: { params: idParams, querystring: { type: 'object', additionalProperties: false, properties: { moduleId: { type: 'integer', minimum: 1, maximum: 4 }, lang } }, response: itemsLockResponse } },
    async (request) => {
      const course = await courseSummary(db(), app.coursePages, request.requireUser().userId, request.language, app.clock.now(), request.params.id);
      const moduleId = (request.query as { moduleId?: number }).moduleId;
      return okExactly<contract.StepState[]>()(course.steps.filter((step) => moduleId === undefined || step.step === moduleId));
    },
  );

  app.get<{ Querystring: { learningPathMetaId: number } }>(
    '/userTicket/verifyUserTicketIsExpire',
    {
      ...session,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['learningPathMetaId'],
          properties: { learningPathMetaId: { type: 'integer', minimum: 1, maximum: 2147483647 }, lang },
        },
        response: ticketResponse,
      },
    },
    async (request) => {
      const path = await repo.enrolledPath(db(), request.requireUser().userId, request.query.learningPathMetaId);
      if (!path) throw new ApiFailure(Code.notFound, { detail: `learning path ${request.query.learningPathMetaId}` });
      const expiresAt = path.ticketExpiresAt;
      return okExactly<contract.Ticket>()({ expired: expiresAt !== null && expiresAt < app.clock.now(), expiresAt: expiresAt?.toISOString() ?? null });
    },
  );

  app.get<{ Querystring: { vid: string } }>(
    '/v2/broadcast',
    {
      ...session,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['vid'],
          properties: { vid: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' }, lang },
        },
        response: broadcastResponse,
      },
    },
    async (request) => {
      const rows = await repo.broadcastsFor(db(), request.query.vid);
      return okExactly<contract.Broadcast>()({ vid: request.query.vid, messages: rows.map((row) => ({ id: row.id, text: text(row.message, request.language) })) });
    },
  );

  // Ours: where the learner left off, for the home page's "continue learning".
  app.get('/v2/user/continue', { ...session, schema: { querystring: { type: 'object', additionalProperties: false, properties: { lang } }, response: continueResponse } }, async (request) =>
    okExactly<contract.ContinueLearning | null>()(await continueLearning(db(), request.requireUser().userId, request.language, app.clock.now())),
  );

  // Ours: a unit's content for the module-2 pages.
  app.get<{ Params: { id: number } }>('/v2/user/units/:id', { ...session, schema: { params: idParams, response: unitResponse } }, async (request) => {
    const { userId } = request.requireUser();
    const language = request.language;
    const { unit, path } = await enrolledUnit(db(), userId, request.params.id);
    const [questionRows, tickRows] = await Promise.all([repo.questionsOf(db(), [unit.id]), repo.ticksOf(db(), userId, [unit.id])]);
    const answerRows = await repo.answersOf(
      db(),
      userId,
      questionRows.map((question) => question.id),
    );
    const video = tickRows.find((tick) => tick.type === 'video');
    const practice = questionRows.filter((question) => question.kind === 'practice');
    return okExactly<contract.Unit>()({
      id: unit.id,
      learningPathMetaId: path.id,
      courseName: text(path.name, language),
      position: unit.position,
      title: text(unit.title, language),
      status: unitStatus({
        startedTicks: tickRows.map((tick) => tick.type),
        videoCompleted: video?.completedAt != null,
        practiceQuestions: practice.length,
        practiceAnswered: practice.filter((question) => answerRows.some((row) => row.questionId === question.id)).length,
      }),
      video: unit.video,
      videoSeconds: unit.videoSeconds,
      resumeAt: video && video.completedAt === null ? video.position : 0,
      essenceNotes: text(unit.essenceNotes, language),
      case: text(unit.caseText, language),
      jobAid: text(unit.jobAid, language),
      questions: questionRows.map((question) => {
        const answer = answerRows.find((row) => row.questionId === question.id);
        return {
          id: question.id,
          kind: question.kind,
          type: question.type,
          stem: text(question.stem, language),
          options: question.options.map((option) => ({ id: option.id, text: text(option.text, language) })),
          result: answer ? gradeView(question, answer.answer, answer.correct, language) : null,
        };
      }),
    });
  });

  // Ours: answer a question; graded on the server.
  app.post<{ Params: { id: number }; Body: { questionId: number; answer: string[] } }>(
    '/v2/user/units/:id/answers',
    { ...session, bodyLimit: 16 * 1024, schema: { params: idParams, body: answerBody, response: answerResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const { unit } = await enrolledUnit(db(), userId, request.params.id);
      const question = (await repo.questionsOf(db(), [unit.id])).find((row) => row.id === request.body.questionId);
      if (!question) throw new ApiFailure(Code.notFound, { detail: `question ${request.body.questionId}` });
      const answer = [...new Set(request.body.answer)];
      let correct: boolean | null = null;
      if (question.type !== 'open') {
        const known = new Set(question.options.map((option) => option.id));
        if (answer.some((id) => !known.has(id)) || (question.type === 'single' && answer.length !== 1)) {
          throw new ApiFailure(Code.badRequest, { detail: 'body/answer is not one of the options' });
        }
        correct = answer.length === question.correct.length && question.correct.every((id) => answer.includes(id));
      } else if (answer.length !== 1) {
        throw new ApiFailure(Code.badRequest, { detail: 'body/answer must hold one text' });
      }
      await repo.saveAnswer(db(), userId, question.id, answer, correct, app.clock.now());
      return okExactly<contract.QuestionResult>()(gradeView(question, answer, correct, request.language));
    },
  );
};

function gradeView(question: repo.QuestionRow, answer: string[], correct: boolean | null, language: Parameters<typeof text>[1]) {
  return {
    answer,
    correct,
    correctAnswer: question.correct,
    referenceAnswer: question.referenceAnswer ? text(question.referenceAnswer, language) : null,
    analysis: text(question.analysis, language),
  };
}

export default learningRoutes;
