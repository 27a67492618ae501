import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import type { AnswerOf } from '../contract.js';
import { envelope } from '../schemas.js';

/** The session user's plays, as `DnaService.audioRecords` gives them (docs/api.md `GET /dev/dna-audio-records`). */
const audioRecordsSchema = {
  response: {
    200: envelope({
      type: 'object',
      required: ['rows'],
      properties: {
        rows: {
          type: 'array',
          items: {
            type: 'object',
            required: ['surveyId', 'dimensionId', 'playedSeconds', 'completed', 'recordedAt'],
            properties: {
              surveyId: { type: 'integer' },
              dimensionId: { type: 'integer' },
              playedSeconds: { type: 'integer' },
              completed: { type: 'boolean' },
              recordedAt: { type: 'string' },
            },
          },
        },
      },
    }),
  },
} as const;

/** DEMO only: the session user's latest Leadership DNA audio plays (end-to-end checks). */
const dnaAudioRecords: FastifyPluginAsync = async (app) => {
  app.get('/dna-audio-records', { onRequest: app.requireSession, schema: audioRecordsSchema }, async (request) =>
    okExactly<AnswerOf<typeof audioRecordsSchema.response>>()({ rows: await app.dna.audioRecords(request.requireUser().userId) }),
  );
};

export default dnaAudioRecords;
