import type { FastifyPluginAsync } from 'fastify';
import sms from './sms.js';

/** Routes under `/api`. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(sms);
};

export default api;
