import type { FastifyInstance } from 'fastify';
import { BusinessFailure } from '../../lib/business-failure.js';

/**
 * The assessment and Leadership DNA routes' error handler: a `BusinessFailure` (`AssessmentFailure`,
 * `DnaFailure`) is answered with its status (409, or 400), code and message in the request's language;
 * anything else goes on to the app's error handler.
 */
export function assessmentErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof BusinessFailure) return reply.status(error.httpStatus).send(error.envelope(request.language));
    throw error;
  });
}
