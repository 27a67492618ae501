import type { FastifyPluginAsync } from 'fastify';
import learning from './learning.js';
import trialFlow from './trial-flow.js';

/** Routes under `/sr`. */
const sr: FastifyPluginAsync = async (app) => {
  await app.register(trialFlow);
  await app.register(learning);
};

export default sr;
