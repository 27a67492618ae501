import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import type { ApiLanguage } from '../../lib/language.js';
import * as repo from '../../repositories/learning.js';
import { courseSummaries, learnerProjects } from '../../services/learning.js';
import { coursesOrProjectCoursesResponse, learningTourResponse, onceResponse } from './learning-schemas.js';
import type * as contract from '../contract.js';

/** The spec's URL suffixes: none for Chinese, else EN, TW, TH. */
const suffixLanguage: Record<string, ApiLanguage> = { '': 'CN', EN: 'EN', TW: 'TW', TH: 'TH' };
const onceKey = { type: 'object', required: ['key'], properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } } as const;

/** Learning calls under `/sr` (learner spec §7, docs/api.md "Learning"). */
const srLearningRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const session = { onRequest: app.requireSession };

  const { dna } = app;

  // The learning tour: the header's course list, at `/sr/learningtour{,EN,TW,TH}`; the Leadership DNA entry
  // (id 0, issue 11) comes last.
  for (const [suffix, language] of Object.entries(suffixLanguage)) {
    app.get(`/learningtour${suffix}`, { ...session, schema: { response: learningTourResponse } }, async (request: FastifyRequest) => {
      const userId = request.requireUser().userId;
      const courses = await courseSummaries(db(), app.coursePages, userId, language, app.clock.now());
      const dnaEntries = (await dna.courseEntries(userId, language)).map((entry) => ({
        ...entry,
        status: entry.progress === 100 ? ('finished' as const) : ('open' as const),
        projectId: null,
      }));
      return okExactly<contract.LearningTourEntry[]>()([
        ...courses.map((course) => ({ id: course.id, name: course.name, progress: course.progress, status: course.status, projectId: course.projectId })),
        ...dnaEntries,
      ]);
    });
  }

  app.get<{ Querystring: { projectId?: number } }>(
    '/v2/coursesOrProjectCourses',
    {
      ...session,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { projectId: { type: 'integer', minimum: 1, maximum: 2147483647 }, lang: { type: 'string', maxLength: 16 } },
        },
        response: coursesOrProjectCoursesResponse,
      },
    },
    async (request) => {
      const now = app.clock.now();
      const language = request.language;
      const courses = await courseSummaries(db(), app.coursePages, request.requireUser().userId, language, now);
      const projectId = request.query.projectId;
      if (projectId !== undefined) {
        const [project] = await learnerProjects(db(), courses, language, now, [projectId]);
        if (!project) throw new ApiFailure(Code.notFound, { detail: `project ${projectId}` });
        return okExactly<contract.CoursesOrProjectCourses>()({ project, courses: courses.filter((course) => course.projectId === projectId), projects: [project] });
      }
      const projects = await learnerProjects(db(), courses, language, now);
      return okExactly<contract.CoursesOrProjectCourses>()({ project: null, courses: courses.filter((course) => course.projectId === null), projects });
    },
  );

  app.get<{ Params: { key: string } }>('/onceino/:key', { ...session, schema: { params: onceKey, response: onceResponse } }, async (request) => {
    const row = await repo.onceFlag(db(), request.requireUser().userId, request.params.key);
    return okExactly<contract.OnceFlag>()({ key: request.params.key, seen: row !== undefined, seenAt: row?.seenAt.toISOString() ?? null });
  });

  app.post<{ Params: { key: string } }>('/onceino/:key', { ...session, schema: { params: onceKey, response: onceResponse } }, async (request) => {
    const row = await repo.setOnceFlag(db(), request.requireUser().userId, request.params.key, app.clock.now());
    return okExactly<contract.OnceFlag>()({ key: request.params.key, seen: true, seenAt: row?.seenAt.toISOString() ?? null });
  });
};

export default srLearningRoutes;
