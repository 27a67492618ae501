import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { Code, errorMessage, fail } from '../lib/envelope.js';

/** Paths whose errors are answered with the learner-API envelope. */
const apiPrefixes = ['/ddilearner/', '/sr/', '/api/', '/hb/', '/dev/'];
export const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));

/**
 * Turns every failure into a clear answer: validation errors are HTTP 400 with the envelope and a
 * message in the request's language, unknown API paths are 404 with the envelope, and unexpected
 * errors are logged and answered without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      const language = request.language;
      if (error.validation) {
        const detail = error.validation
          .map((issue) => `${issue.instancePath || String(issue.params.missingProperty ?? '')} ${issue.message ?? ''}`.trim())
          .join('; ');
        return reply.status(400).send(fail(Code.badRequest, language, `${errorMessage(Code.badRequest, language)}: ${detail}`));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'request failed');
      if (status === 429) return reply.status(429).send(fail(Code.tooManyRequests, language));
      if (status === 500) return reply.status(500).send(fail(Code.internal, language));
      return reply.status(status).send(fail(Code.badRequest, language, error.message));
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
