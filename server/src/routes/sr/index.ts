import type { FastifyPluginAsync } from 'fastify';
import trialFlow from './trial-flow.js';

/** Routes under `/sr`. */
const sr: FastifyPluginAsync = async (app) => {
  await app.register(trialFlow);
};

export default sr;
