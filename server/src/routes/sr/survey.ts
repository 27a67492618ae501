import type { FastifyPluginAsync } from 'fastify';
import type { AssessmentModule } from '../../db/learning-schema.js';
import { okExactly } from '../../lib/envelope.js';
import type * as contract from '../contract.js';
import {
  attemptStateResponse,
  comparisonResponse,
  finishedResponse,
  reportResponse,
  savedAnswerResponse,
  surveyStatusResponse,
} from './survey-schemas.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const moduleId = { type: 'integer', enum: [1, 4] } as const;
const courseParams = { type: 'object', required: ['courseId'], properties: { courseId: id } } as const;
const moduleParams = { type: 'object', required: ['courseId', 'moduleId'], properties: { courseId: id, moduleId } } as const;
const showParams = {
  type: 'object',
  required: ['courseId', 'moduleId', 'zero'],
  properties: { courseId: id, moduleId, zero: { type: 'integer', enum: [0] } },
} as const;
const resetParams = { type: 'object', required: ['courseId', 'moduleId', 'attemptId'], properties: { courseId: id, moduleId, attemptId: id } } as const;
const saveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['courseId', 'moduleId', 'attemptId', 'questionId'],
  properties: {
    courseId: id,
    moduleId,
    attemptId: id,
    questionId: id,
    optionIds: { type: 'array', maxItems: 20, items: id },
    text: { type: 'string', maxLength: 2000 },
  },
} as const;
const finishBody = { type: 'object', additionalProperties: false, required: ['attemptId'], properties: { attemptId: id } } as const;

interface ModuleParams {
  courseId: number;
  moduleId: AssessmentModule;
}
interface SaveBody extends ModuleParams {
  attemptId: number;
  questionId: number;
  optionIds?: number[];
  text?: string;
}

/** Pre-test and post-test calls under `/sr/survey` (learner spec §7; docs/api.md "Assessments (issue 10)"). */
const surveyRoutes: FastifyPluginAsync = async (app) => {
  const { assessments } = app;
  const session = { onRequest: app.requireSession };

  app.get<{ Params: ModuleParams }>('/survey/getSurvey/:courseId/:moduleId', { ...session, schema: { params: moduleParams, response: surveyStatusResponse } }, async (request) =>
    okExactly<contract.SurveyStatus>()(await assessments.status(request.requireUser().userId, request.params.courseId, request.params.moduleId, request.language)),
  );

  app.get<{ Params: ModuleParams }>('/survey/show/:courseId/:moduleId/:zero', { ...session, schema: { params: showParams, response: attemptStateResponse } }, async (request) =>
    okExactly<contract.AttemptState>()(await assessments.show(request.requireUser().userId, request.params.courseId, request.params.moduleId, request.language)),
  );

  app.post<{ Params: ModuleParams & { attemptId: number } }>(
    '/survey/reset/:courseId/:moduleId/:attemptId',
    { ...session, schema: { params: resetParams, response: attemptStateResponse } },
    async (request) => {
      const { courseId, moduleId, attemptId } = request.params;
      return okExactly<contract.AttemptState>()(await assessments.reset(request.requireUser().userId, courseId, moduleId, attemptId, request.language));
    },
  );

  app.post<{ Body: SaveBody }>('/survey/saveSurveyAnswer', { ...session, bodyLimit: 16 * 1024, schema: { body: saveBody, response: savedAnswerResponse } }, async (request) =>
    okExactly<contract.SavedAnswer>()(await assessments.save(request.requireUser().userId, request.body)),
  );

  app.post<{ Params: ModuleParams; Body: { attemptId: number } }>(
    '/survey/finish/:courseId/:moduleId',
    { ...session, schema: { params: moduleParams, body: finishBody, response: finishedResponse } },
    async (request) => okExactly<contract.Finished>()(await assessments.finish(request.requireUser().userId, request.params.courseId, request.params.moduleId, request.body.attemptId)),
  );

  app.get<{ Params: { courseId: number } }>('/survey/beforeTestRepoteNew/:courseId', { ...session, schema: { params: courseParams, response: reportResponse } }, async (request) => {
    const { scores: _scores, ...report } = await assessments.report(request.requireUser().userId, request.params.courseId, 1, request.language);
    return okExactly<contract.Report>()(report);
  });

  app.get<{ Params: { courseId: number } }>('/survey/afterTestReportNew/:courseId', { ...session, schema: { params: courseParams, response: comparisonResponse } }, async (request) =>
    okExactly<contract.ComparisonReport>()(await assessments.comparison(request.requireUser().userId, request.params.courseId, request.language)),
  );
};

export default surveyRoutes;
