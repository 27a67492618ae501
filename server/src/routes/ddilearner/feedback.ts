import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import * as repo from '../../repositories/learning.js';
import { text } from '../../services/learning.js';
import { feedbackMetasResponse, feedbackResponse } from './learning-schemas.js';
import type * as contract from '../contract.js';

const int = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['learningPathMetaId', 'answers'],
  properties: {
    learningPathMetaId: int,
    answers: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['metaId'],
        properties: {
          metaId: int,
          score: { type: 'integer', minimum: 1, maximum: 5 },
          text: { type: 'string', maxLength: 2000 },
        },
      },
    },
  },
} as const;

interface FeedbackBody {
  learningPathMetaId: number;
  answers: { metaId: number; score?: number; text?: string }[];
}

function toApi(row: NonNullable<Awaited<ReturnType<typeof repo.feedbackOf>>>) {
  return { id: row.id, learningPathMetaId: row.learningPathId, answers: row.answers, createdAt: row.createdAt.toISOString() };
}

/** Course feedback, the satisfaction survey (learner spec §7). */
const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const session = { onRequest: app.requireSession };

  app.get('/v1/usersSatisficingMetas', { ...session, schema: { response: feedbackMetasResponse } }, async (request) => {
    const metas = await repo.feedbackMetaRows(db());
    return okExactly<contract.FeedbackMeta[]>()(metas.map((meta) => ({ id: meta.id, kind: meta.kind, title: text(meta.title, request.language), required: meta.required })));
  });

  app.post<{ Body: FeedbackBody }>('/v1/usersSatisficing', { ...session, bodyLimit: 64 * 1024, schema: { body: createBody, response: feedbackResponse } }, async (request) => {
    const { userId } = request.requireUser();
    const { learningPathMetaId, answers } = request.body;
    if (!(await repo.enrolledPath(db(), userId, learningPathMetaId))) {
      throw new ApiFailure(Code.notFound, { detail: `learning path ${learningPathMetaId}` });
    }
    const metas = await repo.feedbackMetaRows(db());
    for (const [index, answer] of answers.entries()) {
      const meta = metas.find((row) => row.id === answer.metaId);
      if (!meta) throw new ApiFailure(Code.badRequest, { detail: `body/answers/${index}/metaId is not a known question` });
      if (meta.kind === 'rating' && answer.score === undefined) throw new ApiFailure(Code.badRequest, { detail: `body/answers/${index}/score is required` });
    }
    for (const meta of metas.filter((row) => row.required)) {
      if (!answers.some((answer) => answer.metaId === meta.id)) throw new ApiFailure(Code.badRequest, { detail: `body/answers lacks question ${meta.id}` });
    }
    const clean = answers.map((answer) => ({
      metaId: answer.metaId,
      ...(answer.score !== undefined ? { score: answer.score } : {}),
      ...(answer.text !== undefined ? { text: answer.text.trim() } : {}),
    }));
    return okExactly<contract.Feedback>()(toApi(await repo.saveFeedback(db(), userId, learningPathMetaId, clean, app.clock.now())));
  });

  app.get<{ Params: { id: number } }>(
    '/v1/usersSatisficing/learningPathMetaId/:id',
    { ...session, schema: { params: { type: 'object', required: ['id'], properties: { id: int } }, response: feedbackResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      if (!(await repo.enrolledPath(db(), userId, request.params.id))) {
        throw new ApiFailure(Code.notFound, { detail: `learning path ${request.params.id}` });
      }
      const row = await repo.feedbackOf(db(), userId, request.params.id);
      return okExactly<contract.Feedback | null>()(row ? toApi(row) : null);
    },
  );
};

export default feedbackRoutes;
