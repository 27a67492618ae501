import type { FastifyPluginAsync } from 'fastify';
import { loadDnaConfig } from '../../config.js';
import { ok } from '../../lib/envelope.js';
import { Dna } from '../../services/dna.js';

/** DEMO only: the session user's latest Leadership DNA audio plays (end-to-end checks). */
const dnaAudioRecords: FastifyPluginAsync = async (app) => {
  const dna = new Dna(() => app.database.db, app.clock, loadDnaConfig());
  app.get('/dna-audio-records', { onRequest: app.requireSession }, async (request) => ok({ rows: await dna.audioRecords(request.requireUser().userId) }));
};

export default dnaAudioRecords;
