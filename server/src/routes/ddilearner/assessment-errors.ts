import type { FastifyInstance } from 'fastify';
import { AssessmentFailure } from '../../services/assessments.js';

/**
 * The assessment routes' error handler: an `AssessmentFailure` is answered with its status (409, or 400),
 * code and message in the request's language; anything else goes on to the app's error handler.
 */
export function assessmentErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AssessmentFailure) return reply.status(error.httpStatus).send(error.envelope(request.language));
    throw error;
  });
}
