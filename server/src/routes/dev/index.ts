import type { FastifyPluginAsync } from 'fastify';
import smsOutbox from './sms-outbox.js';

/** Development helpers under `/dev`: registered only when DEMO is on. */
const dev: FastifyPluginAsync = async (app) => {
  await app.register(smsOutbox);
};

export default dev;
