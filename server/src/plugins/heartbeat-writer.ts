import fp from 'fastify-plugin';
import { BatchWriter, type BatchWriterOptions } from '../lib/batch-writer.js';
import * as heartbeats from '../repositories/heartbeats.js';
import type { NewHeartbeat } from '../repositories/heartbeats.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Heartbeats on their way to the database (group commit: answered once stored). */
    heartbeatWriter: BatchWriter<NewHeartbeat>;
  }
}

/**
 * The heartbeat batch writer. Registered after the db plugin, so its close hook (which writes what is left)
 * runs before the database closes: Fastify runs close hooks in reverse order of registration.
 */
export default fp<{ writer?: Omit<BatchWriterOptions, 'onError'> }>(
  async (app, { writer: options }) => {
    const writer = new BatchWriter<NewHeartbeat>((rows) => heartbeats.insertMany(app.database.db, rows), {
      ...options,
      onError: (error, rows) => app.log.error({ err: error, rows }, 'heartbeats could not be written'),
    });
    app.decorate('heartbeatWriter', writer);
    app.addHook('onClose', async () => {
      await writer.close();
    });
  },
  { name: 'heartbeat-writer', dependencies: ['db'] },
);
