import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { loadAssessmentConfig, loadDnaConfig, type ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { seedDemo } from './db/seed.js';
import type { BatchWriterOptions } from './lib/batch-writer.js';
import { systemClock, type Clock } from './lib/clock.js';
import { Code, fail } from './lib/envelope.js';
import authPlugin from './plugins/auth.js';
import sessionEndingsPlugin from './plugins/session-endings.js';
import csrfPlugin from './plugins/csrf.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, { isApiPath } from './plugins/errors.js';
import heartbeatWriterPlugin from './plugins/heartbeat-writer.js';
import languagePlugin from './plugins/language.js';
import maintenancePlugin from './plugins/maintenance.js';
import securityHeadersPlugin from './plugins/security-headers.js';
import servicesPlugin from './plugins/services.js';
import staticPlugin from './plugins/static.js';
import sweepersPlugin from './plugins/sweepers.js';
import systemUpgradePlugin from './plugins/system-upgrade.js';
import vodWritersPlugin from './plugins/vod-writers.js';
import adminRoutes from './routes/admin/index.js';
import apiRoutes from './routes/api/index.js';
import ddilearnerRoutes from './routes/ddilearner/index.js';
import demoCatalog from './routes/demo-catalog.js';
import devRoutes from './routes/dev/index.js';
import hbRoutes from './routes/hb/index.js';
import health from './routes/health.js';
import srRoutes from './routes/sr/index.js';
import vodRoutes from './routes/vod/index.js';
import { NoSmsGateway, OutboxSmsTransport, type SmsTransport } from './services/sms.js';

export interface AppOptions {
  /** The settings; absent assessment and DNA settings take their defaults (`loadAssessmentConfig({})`). */
  config: Pick<ServerConfig, 'demo' | 'paths'> & Partial<Pick<ServerConfig, 'maintenanceUntil' | 'assessments' | 'dna'>>;
  database: Database;
  /** "Now" for sessions, codes, rate limits and due dates; the system clock unless a test moves time. */
  clock?: Clock;
  /**
   * Where SMS messages go (login codes, and notices of a password change); default: the outbox with DEMO on, else
   * none (sending a code answers code 500; a notice not sent is logged).
   */
  sms?: SmsTransport;
  /** Group commit of heartbeat writes (defaults: 100 rows per insert, 2 ms gathering when idle). */
  heartbeatWriter?: Omit<BatchWriterOptions, 'onError'>;
  /** Group commit of the video platform's beacon writes (same defaults). */
  vodWriter?: Omit<BatchWriterOptions, 'onError'>;
}

/** The whole server as one Fastify plugin: infrastructure plugins first, then the routes by prefix. */
const appPlugin: FastifyPluginAsync<AppOptions> = async (instance, options) => {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const smsTransport = options.sms ?? (config.demo ? new OutboxSmsTransport(database.db, clock) : new NoSmsGateway());

  await instance.register(languagePlugin);
  await instance.register(errorsPlugin);
  await instance.register(securityHeadersPlugin);
  await instance.register(systemUpgradePlugin, { until: config.maintenanceUntil, clock });
  await instance.register(csrfPlugin);
  await instance.register(dbPlugin, { database });
  const assessments = config.assessments ?? loadAssessmentConfig({});
  await instance.register(servicesPlugin, { clock, smsTransport, assessments, dna: config.dna ?? loadDnaConfig({}) });
  await instance.register(fastifyCookie);
  await instance.register(authPlugin);
  await instance.register(sessionEndingsPlugin);
  await instance.register(heartbeatWriterPlugin, { writer: options.heartbeatWriter });
  await instance.register(vodWritersPlugin, { writer: options.vodWriter });
  await instance.register(maintenancePlugin);
  await instance.register(sweepersPlugin, { intervalMs: assessments.sweepIntervalMs });
  await instance.register(staticPlugin, { paths: config.paths });
  // Instances starting together on one PostgreSQL seed in turn: the demo seed's look-then-insert is not atomic.
  if (config.demo) await database.exclusive(() => seedDemo(database.db));
  if (smsTransport instanceof NoSmsGateway) instance.log.warn('DEMO is off and no SMS gateway is configured: phone login codes and password notices cannot be sent');

  await instance.register(health);
  await instance.register(demoCatalog, { mediaRoot: config.paths.media });
  await instance.register(apiRoutes, { prefix: '/api' });
  await instance.register(ddilearnerRoutes, { prefix: '/ddilearner' });
  await instance.register(srRoutes, { prefix: '/sr' });
  await instance.register(hbRoutes, { prefix: '/hb' });
  await instance.register(vodRoutes, { prefix: '/vod', mediaRoot: config.paths.media, videosRoot: config.paths.videos });
  await instance.register(adminRoutes, { prefix: '/admin/v1', videosRoot: config.paths.videos });
  if (config.demo) await instance.register(devRoutes, { prefix: '/dev' });

  instance.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (isApiPath(path)) return reply.status(404).send(fail(Code.notFound, request.language));
    if ((request.method === 'GET' || request.method === 'HEAD') && path.startsWith('/pc/') && !path.startsWith('/pc/assets/')) {
      return instance.sendLearnerApp(request, reply);
    }
    return reply.status(404).type('text/plain').send('Not found\n');
  });
};

/** The app, unencapsulated so that its decorators (database, …) are visible to the boot file and tests. */
export const app = fp(appPlugin, { name: 'ddi-app' });

/** The Fastify options the app is built for (request validation by Ajv with these options). */
export const serverDefaults = {
  // Start-up (migrations, the demo seed and catalogue) takes seconds; avvio's default 10 s per plugin is too
  // short on a machine whose cores are busy, so the limit is a minute.
  pluginTimeout: 60_000,
  ajv: {
    customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false, discriminator: true, allowUnionTypes: true },
  },
} as const satisfies FastifyServerOptions;

/** Creates a ready Fastify instance around the app plugin (used by the boot file and by tests). */
export async function createServer(options: AppOptions, fastifyOptions: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const server = Fastify({ ...serverDefaults, ...fastifyOptions });
  await server.register(app, options);
  await server.ready();
  return server;
}
