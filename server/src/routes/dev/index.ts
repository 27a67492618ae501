import type { FastifyPluginAsync } from 'fastify';
import smsOutbox from './sms-outbox.js';
import vodBeacons from './vod-beacons.js';
import vodOverlayLogs from './vod-overlay-logs.js';

/** Development helpers under `/dev`: registered only when DEMO is on. */
const dev: FastifyPluginAsync = async (app) => {
  await app.register(smsOutbox);
  await app.register(vodBeacons);
  await app.register(vodOverlayLogs);
};

export default dev;
