import type { FastifyPluginAsync } from 'fastify';
import tracking from './tracking.js';

/** Routes under `/hb`: the tracking service. */
const hb: FastifyPluginAsync = async (app) => {
  await app.register(tracking);
};

export default hb;
