import fp from 'fastify-plugin';
import { BatchWriter, type BatchWriterOptions } from '../lib/batch-writer.js';
import * as beacons from '../repositories/vod-beacons.js';
import type { NewAdLog, NewQualityBeacon, NewViewStat } from '../repositories/vod-beacons.js';

export interface VodWriters {
  view: BatchWriter<NewViewStat>;
  quality: BatchWriter<NewQualityBeacon>;
  ad: BatchWriter<NewAdLog>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Video-platform beacons on their way to the database (group commit: answered once stored). */
    vodWriters: VodWriters;
  }
}

/** The beacon batch writers, registered after the db plugin so that their close hooks run before it closes. */
export default fp<{ writer?: Omit<BatchWriterOptions, 'onError'> }>(
  async (app, { writer: options }) => {
    const onError = (what: string) => (error: unknown, rows: number) => app.log.error({ err: error, rows }, `${what} could not be written`);
    const db = () => app.database.db;
    const writers: VodWriters = {
      view: new BatchWriter((rows) => beacons.insertViewStats(db(), rows), { ...options, onError: onError('view statistics') }),
      quality: new BatchWriter((rows) => beacons.insertQualityBeacons(db(), rows), { ...options, onError: onError('quality beacons') }),
      ad: new BatchWriter((rows) => beacons.insertAdLogs(db(), rows), { ...options, onError: onError('ad logs') }),
    };
    app.decorate('vodWriters', writers);
    app.addHook('onClose', async () => {
      await Promise.all([writers.view.close(), writers.quality.close(), writers.ad.close()]);
    });
  },
  { name: 'vod-writers', dependencies: ['db'] },
);
