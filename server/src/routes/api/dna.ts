import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import { dnaAttemptResponse, dnaSavedResponse, dnaTimingResponse } from '../sr/dna-schemas.js';
import { finishedResponse } from '../sr/survey-schemas.js';
import type * as contract from '../contract.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const surveyParams = { type: 'object', required: ['surveyId'], properties: { surveyId: id } } as const;
const finishParams = { type: 'object', required: ['tourId', 'surveyId'], properties: { tourId: id, surveyId: id } } as const;
const timingBody = { type: ['object', 'null'], additionalProperties: false, properties: { elapsedSeconds: { type: 'number', minimum: 0, maximum: 86_400 } } } as const;
const answerBody = { type: 'object', additionalProperties: false, required: ['questionId', 'optionId'], properties: { questionId: id, optionId: id } } as const;

/** Leadership DNA calls under `/api` (learner spec §7; docs/api.md "Leadership DNA (issue 11)"). */
const apiDnaRoutes: FastifyPluginAsync = async (app) => {
  const { dna } = app;
  const session = { onRequest: app.requireSession };

  app.put<{ Params: { surveyId: number } }>('/surveys/:surveyId', { ...session, bodyLimit: 1024, schema: { params: surveyParams, body: timingBody, response: dnaTimingResponse } }, async (request) =>
    okExactly<contract.DnaTiming>()(await dna.timing(request.requireUser().userId, request.params.surveyId)),
  );

  app.patch<{ Params: { surveyId: number }; Body: { questionId: number; optionId: number } }>(
    '/surveys/:surveyId',
    { ...session, bodyLimit: 1024, schema: { params: surveyParams, body: answerBody, response: dnaSavedResponse } },
    async (request) => okExactly<contract.DnaSaved>()(await dna.save(request.requireUser().userId, request.params.surveyId, request.body.questionId, request.body.optionId)),
  );

  app.put<{ Params: { surveyId: number } }>('/surveys/:surveyId/reset', { ...session, schema: { params: surveyParams, response: dnaAttemptResponse } }, async (request) =>
    okExactly<contract.DnaAttempt>()(await dna.reset(request.requireUser().userId, request.params.surveyId, request.language)),
  );

  app.post<{ Params: { tourId: number; surveyId: number } }>(
    '/learningtour/:tourId/finishSurvey/:surveyId',
    { ...session, schema: { params: finishParams, response: finishedResponse } },
    async (request) => okExactly<contract.Finished>()(await dna.finish(request.requireUser().userId, request.params.tourId, request.params.surveyId)),
  );
};

export default apiDnaRoutes;
