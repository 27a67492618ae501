import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope.js';

/** DEMO only: the session user's latest Leadership DNA audio plays (end-to-end checks). */
const dnaAudioRecords: FastifyPluginAsync = async (app) => {
  app.get('/dna-audio-records', { onRequest: app.requireSession }, async (request) => ok({ rows: await app.dna.audioRecords(request.requireUser().userId) }));
};

export default dnaAudioRecords;
