import type { FastifyPluginAsync } from 'fastify';
import { tickTypes, type TickType } from '../../db/learning-schema.js';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import * as repo from '../../repositories/learning.js';
import { enrolledUnit } from '../../services/learning.js';
import { videoCompletes } from '../../services/learning-progress.js';
import { tickResponse } from './learning-schemas.js';
import type * as contract from '../contract.js';

const int = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const typeParams = { type: 'object', required: ['type'], properties: { type: { type: 'string', enum: tickTypes } } } as const;
const unitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['learningPathMetaId', 'unitId'],
  properties: { learningPathMetaId: int, unitId: int },
} as const;
const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['position'],
  properties: { position: { type: 'number', minimum: 0, maximum: 86400 }, completed: { type: 'boolean' } },
} as const;

function toApi(tick: repo.TickRow): contract.Tick {
  return {
    tickId: tick.id,
    type: tick.type,
    unitId: tick.unitId,
    position: tick.position,
    maxPosition: tick.maxPosition,
    completed: tick.completedAt !== null,
    completedAt: tick.completedAt?.toISOString() ?? null,
  };
}

/** Progress ticks (learner spec §7): `/ddilearner/v1/user/tick/{init,update,reset}`. */
const tickRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const options = { onRequest: app.requireSession, bodyLimit: 4 * 1024 };

  /** The unit must belong to the named course, and the learner must be enrolled in it. */
  async function unitFor(userId: number, body: { learningPathMetaId: number; unitId: number }) {
    const { unit } = await enrolledUnit(db(), userId, body.unitId);
    if (unit.learningPathId !== body.learningPathMetaId) throw new ApiFailure(Code.notFound, { detail: `unit ${body.unitId}` });
    return unit;
  }

  app.post<{ Params: { type: TickType }; Body: { learningPathMetaId: number; unitId: number } }>(
    '/v1/user/tick/init/:type',
    { ...options, schema: { params: typeParams, body: unitBody, response: tickResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const unit = await unitFor(userId, request.body);
      return okExactly<contract.Tick>()(toApi(await repo.initTick(db(), userId, unit.id, request.params.type, app.clock.now())));
    },
  );

  app.post<{ Params: { tickId: number }; Body: { position: number; completed?: boolean } }>(
    '/v1/user/tick/update/:tickId',
    { ...options, schema: { params: { type: 'object', required: ['tickId'], properties: { tickId: int } }, body: updateBody, response: tickResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const tick = await repo.tickOfUser(db(), userId, request.params.tickId);
      if (!tick) throw new ApiFailure(Code.notFound, { detail: `tick ${request.params.tickId}` });
      const unit = await repo.unitById(db(), tick.unitId);
      if (!unit) throw new ApiFailure(Code.notFound, { detail: `tick ${request.params.tickId}` });
      const position = Math.min(Math.floor(request.body.position), tick.type === 'video' ? unit.videoSeconds : 86400);
      // Completion is the server's decision: a video only near the end the server knows.
      const completes = request.body.completed === true && (tick.type !== 'video' || videoCompletes(position, unit.videoSeconds));
      const now = app.clock.now();
      return okExactly<contract.Tick>()(toApi(await repo.updateTick(db(), tick.id, position, completes ? now : null, now)));
    },
  );

  app.post<{ Params: { type: TickType }; Body: { learningPathMetaId: number; unitId: number } }>(
    '/v1/user/tick/reset/:type',
    { ...options, schema: { params: typeParams, body: unitBody, response: tickResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const unit = await unitFor(userId, request.body);
      const now = app.clock.now();
      const tick = await repo.initTick(db(), userId, unit.id, request.params.type, now);
      return okExactly<contract.Tick>()(toApi(await repo.updateTick(db(), tick.id, 0, null, now)));
    },
  );
};

export default tickRoutes;
