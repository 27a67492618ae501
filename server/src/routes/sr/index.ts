import type { FastifyPluginAsync } from 'fastify';
import learning from './learning.js';
import survey from './survey.js';
import trialFlow from './trial-flow.js';

/** Routes under `/sr`. */
const sr: FastifyPluginAsync = async (app) => {
  await app.register(trialFlow);
  await app.register(learning);
  await app.register(survey);
};

export default sr;
