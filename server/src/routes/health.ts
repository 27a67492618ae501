import type { FastifyPluginAsync } from 'fastify';

/** `GET /healthz`: 200 when the database answers, 503 when it does not. */
const health: FastifyPluginAsync = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { status: { const: 'ok' }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
          503: {
            type: 'object',
            properties: { status: { const: 'unavailable' }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: app.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.status(503).send({ status: 'unavailable' as const, database: app.database.kind });
      }
    },
  );
};

export default health;
