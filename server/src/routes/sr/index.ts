import type { FastifyPluginAsync } from 'fastify';
import dna from './dna.js';
import learning from './learning.js';
import survey from './survey.js';
import trialFlow from './trial-flow.js';

/** Routes under `/sr`. */
const sr: FastifyPluginAsync = async (app) => {
  await app.register(trialFlow);
  await app.register(learning);
  await app.register(survey);
  await app.register(dna);
};

export default sr;
