import type { FastifyPluginAsync } from 'fastify';
import dnaAudioRecords from './dna-audio-records.js';
import smsOutbox from './sms-outbox.js';
import vodBeacons from './vod-beacons.js';
import vodOverlayLogs from './vod-overlay-logs.js';

/** Development helpers under `/dev`: registered only when DEMO is on. */
const dev: FastifyPluginAsync = async (app) => {
  await app.register(smsOutbox);
  await app.register(vodBeacons);
  await app.register(vodOverlayLogs);
  await app.register(dnaAudioRecords);
};

export default dev;
