import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { BusinessFailure } from '../lib/business-failure.js';
import { ApiFailure, Code, errorMessage, fail, httpStatusOf } from '../lib/envelope.js';

/** Paths whose errors are answered with the learner-API envelope. */
const apiPrefixes = ['/ddilearner/', '/sr/', '/api/', '/hb/', '/dev/'];
export const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** One validation issue as "<part>/<field> <what is wrong>", e.g. `body/phone must match pattern "…"`. */
function describeIssue(issue: ValidationIssue, part: string): string {
  const params = issue.params as Record<string, unknown>;
  let path = issue.instancePath;
  for (const name of [params.missingProperty, params.additionalProperty, params.tag]) {
    if (typeof name === 'string') path += `/${name}`;
  }
  const message = issue.keyword === 'discriminator' ? 'is not one of the known values' : (issue.message ?? 'is not valid');
  return `${part}${path} ${message}`;
}

/**
 * Turns every failure into a clear answer: validation errors are HTTP 400 with the envelope and a
 * message in the request's language naming the field, `ApiFailure`s get their code (and `Retry-After` when
 * rate-limited), a `BusinessFailure` (`AssessmentFailure`, `DnaFailure`) its status (409, or 400), code and message, unknown API paths are 404 with the envelope, and unexpected errors are logged and answered
 * without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError | ApiFailure | BusinessFailure>((error, request, reply) => {
      const language = request.language;
      if (error instanceof BusinessFailure) return reply.status(error.httpStatus).send(error.envelope(language));
      if (error instanceof ApiFailure) {
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
        const message = error.detail ? `${errorMessage(error.apiCode, language)}: ${error.detail}` : undefined;
        return reply.status(httpStatusOf(error.apiCode)).send(fail(error.apiCode, language, message));
      }
      if (error.validation) {
        const part = error.validationContext ?? 'request';
        const detail = error.validation.map((issue) => describeIssue(issue, part)).join('; ');
        return reply.status(400).send(fail(Code.badRequest, language, `${errorMessage(Code.badRequest, language)}: ${detail}`));
      }
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'request failed');
      if (status === 429) return reply.status(429).send(fail(Code.tooManyRequests, language));
      if (status === 500) return reply.status(500).send(fail(Code.internal, language));
      if (status === 404) return reply.status(404).send(fail(Code.notFound, language));
      // A body above the route's limit: 413 everywhere, the English detail ("too large") after the message.
      // Node reads and discards the rest of the body after the answer, so the client can finish sending.
      if (status === 413) {
        return reply.status(413).send(fail(Code.payloadTooLarge, language, `${errorMessage(Code.payloadTooLarge, language)}: ${error.message}`));
      }
      // Other client errors (a body that is not JSON, of an unknown type) with Fastify's English detail; on
      // the learner API they are all "bad request" (HTTP 400), elsewhere they keep their status.
      const detail = `${errorMessage(Code.badRequest, language)}: ${error.message}`;
      return reply.status(isApiPath(request.url) ? 400 : status).send(fail(Code.badRequest, language, detail));
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
