import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import { chosenSceneResponse, keyActionsResponse, scenesResponse } from './module3-schemas.js';
import type * as contract from '../contract.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const courseParams = { type: 'object', required: ['courseId'], properties: { courseId: id } } as const;
const sceneParams = { type: 'object', required: ['courseId', 'sceneId'], properties: { courseId: id, sceneId: id } } as const;
const keyActionsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['chosen'],
  properties: { chosen: { type: 'array', maxItems: 20, items: id } },
} as const;
const choiceBody = { type: 'object', additionalProperties: false, required: ['choiceId'], properties: { choiceId: id } } as const;

/** Module 3 of a course: key actions and the scenario simulation (ours; docs/api.md "Assessments (issue 10)"). */
const module3Routes: FastifyPluginAsync = async (app) => {
  const { assessments } = app;
  const session = { onRequest: app.requireSession };

  app.get<{ Params: { courseId: number } }>('/v2/user/keyActions/:courseId', { ...session, schema: { params: courseParams, response: keyActionsResponse } }, async (request) =>
    okExactly<contract.KeyActions>()(await assessments.keyActions(request.requireUser().userId, request.params.courseId, request.language)),
  );

  app.put<{ Params: { courseId: number }; Body: { chosen: number[] } }>(
    '/v2/user/keyActions/:courseId',
    { ...session, schema: { params: courseParams, body: keyActionsBody, response: keyActionsResponse } },
    async (request) => okExactly<contract.KeyActions>()(await assessments.chooseKeyActions(request.requireUser().userId, request.params.courseId, request.body.chosen, request.language)),
  );

  app.get<{ Params: { courseId: number } }>('/v2/user/scenarios/:courseId', { ...session, schema: { params: courseParams, response: scenesResponse } }, async (request) =>
    okExactly<contract.Scenes>()(await assessments.scenes(request.requireUser().userId, request.params.courseId, request.language)),
  );

  app.post<{ Params: { courseId: number; sceneId: number }; Body: { choiceId: number } }>(
    '/v2/user/scenarios/:courseId/:sceneId',
    { ...session, schema: { params: sceneParams, body: choiceBody, response: chosenSceneResponse } },
    async (request) => {
      const { courseId, sceneId } = request.params;
      return okExactly<contract.ChosenScene>()(await assessments.chooseInScene(request.requireUser().userId, courseId, sceneId, request.body.choiceId, request.language));
    },
  );
};

export default module3Routes;
