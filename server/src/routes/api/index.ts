import type { FastifyPluginAsync } from 'fastify';
import dna from './dna.js';
import sms from './sms.js';

/** Routes under `/api`. */
const api: FastifyPluginAsync = async (app) => {
  await app.register(sms);
  await app.register(dna);
};

export default api;
