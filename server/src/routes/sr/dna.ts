import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import type { ApiLanguage } from '../../lib/language.js';
import { audioRecordResponse, dnaAttemptResponse, dnaEntriesResponse, dnaReportResponse } from './dna-schemas.js';
import type * as contract from '../contract.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const showParams = { type: 'object', required: ['tourId', 'surveyId'], properties: { tourId: id, surveyId: id } } as const;
const surveyParams = { type: 'object', required: ['surveyId'], properties: { surveyId: id } } as const;
const audioParams = { type: 'object', required: ['surveyId', 'dimensionId'], properties: { surveyId: id, dimensionId: id } } as const;
const audioBody = {
  type: 'object',
  additionalProperties: false,
  required: ['playedSeconds', 'completed'],
  properties: { playedSeconds: { type: 'number', minimum: 0, maximum: 3600 }, completed: { type: 'boolean' } },
} as const;
/** The learning tour's URL suffixes (as `/sr/learningtour{suffix}`): none for Chinese, else EN, TW, TH. */
const suffixLanguage: Record<string, ApiLanguage> = { '': 'CN', EN: 'EN', TW: 'TW', TH: 'TH' };

/** Leadership DNA calls under `/sr` (learner spec §7; docs/api.md "Leadership DNA (issue 11)"). */
const srDnaRoutes: FastifyPluginAsync = async (app) => {
  const { dna } = app;
  const session = { onRequest: app.requireSession };

  for (const [suffix, language] of Object.entries(suffixLanguage)) {
    app.post<{ Params: { tourId: number; surveyId: number } }>(
      `/learningtour${suffix}/:tourId/showSurvey/:surveyId`,
      { ...session, schema: { params: showParams, response: dnaAttemptResponse } },
      async (request) => okExactly<contract.DnaAttempt>()(await dna.show(request.requireUser().userId, request.params.tourId, request.params.surveyId, language)),
    );
  }

  app.get<{ Params: { surveyId: number } }>('/surveys/:surveyId/report', { ...session, schema: { params: surveyParams, response: dnaReportResponse } }, async (request) =>
    okExactly<contract.DnaReport>()(await dna.report(request.requireUser().userId, request.params.surveyId, request.language)),
  );

  app.get('/coursedna/queryCourseDNAList', { ...session, schema: { response: dnaEntriesResponse } }, async (request) => okExactly<contract.DnaEntry[]>()(await dna.courseEntries(request.requireUser().userId, request.language)));

  app.post<{ Params: { surveyId: number; dimensionId: number }; Body: { playedSeconds: number; completed: boolean } }>(
    '/coursedna/saveDNAUserAudioRecord/:surveyId/:dimensionId',
    { ...session, bodyLimit: 1024, schema: { params: audioParams, body: audioBody, response: audioRecordResponse } },
    async (request) => {
      const { surveyId, dimensionId } = request.params;
      return okExactly<contract.AudioRecordSaved>()(await dna.saveAudioRecord(request.requireUser().userId, surveyId, dimensionId, Math.round(request.body.playedSeconds), request.body.completed));
    },
  );
};

export default srDnaRoutes;
