import type { FastifyPluginAsync } from 'fastify';
import { Code, exactly, fail, okExactly } from '../../lib/envelope.js';
import { importLearners } from '../../services/learner-import/index.js';
import { learnerImportAnswer, type LearnerImportAnswer } from './schemas.js';

/** The largest learners CSV (bytes): 50,000 rows of generous width. */
export const maxLearnersCsvBytes = 20 * 1024 ** 2;

/**
 * `POST /admin/v1/learners` (docs/api.md "Import learners"): the body is a learners CSV (`Content-Type: text/csv`).
 * Registered inside the admin plugin, so its token check and rate limits apply.
 */
const learners: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: maxLearnersCsvBytes }, (_request, body, done) => done(null, body));

  app.post<{ Querystring: { skipInvalid?: boolean }; Body: string }>(
    '/learners',
    {
      bodyLimit: maxLearnersCsvBytes,
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { skipInvalid: { type: 'boolean' } } },
        body: { type: 'string', minLength: 1 },
        // The refusal of a whole file (400) carries the same report as a success.
        response: { 200: learnerImportAnswer, 400: learnerImportAnswer },
      },
    },
    async (request, reply) => {
      const report = await importLearners(app.database.db, request.body, { allOrNothing: !request.query.skipInvalid });
      if (!report.written && report.errors.length > 0) {
        const message = `the file has ${report.errors.length} problem(s); nothing was imported (first: line ${report.errors[0]?.line}: ${report.errors[0]?.message})`;
        return reply.status(400).send(fail(Code.badRequest, request.language, message, exactly<LearnerImportAnswer>()(report)));
      }
      return okExactly<LearnerImportAnswer>()(report);
    },
  );
};

export default learners;
