import type { FastifyPluginAsync } from 'fastify';
import activity from './activity.js';
import certificates from './certificates.js';
import dataRequests from './data-requests.js';
import feedback from './feedback.js';
import learning from './learning.js';
import module3 from './module3.js';
import notes from './notes.js';
import password from './password.js';
import ticks from './ticks.js';
import user from './user.js';

/** Routes under `/ddilearner`. */
const ddilearner: FastifyPluginAsync = async (app) => {
  await app.register(user);
  await app.register(password);
  await app.register(dataRequests);
  await app.register(learning);
  await app.register(ticks);
  await app.register(notes);
  await app.register(certificates);
  await app.register(activity);
  await app.register(feedback);
  await app.register(module3);
};

export default ddilearner;
