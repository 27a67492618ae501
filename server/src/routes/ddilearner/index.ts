import type { FastifyPluginAsync } from 'fastify';
import dataRequests from './data-requests.js';
import user from './user.js';

/** Routes under `/ddilearner`. */
const ddilearner: FastifyPluginAsync = async (app) => {
  await app.register(user);
  await app.register(dataRequests);
};

export default ddilearner;
