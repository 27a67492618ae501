import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { ServerConfig } from './config.js';
import type { Database } from './db/client.js';
import { seedDemo } from './db/seed.js';
import { Code, fail } from './lib/envelope.js';
import dbPlugin from './plugins/db.js';
import errorsPlugin, { isApiPath } from './plugins/errors.js';
import languagePlugin from './plugins/language.js';
import staticPlugin from './plugins/static.js';
import demoCatalog from './routes/demo-catalog.js';
import health from './routes/health.js';

export interface AppOptions {
  config: Pick<ServerConfig, 'demo' | 'paths'>;
  database: Database;
}

/** The whole server as one Fastify plugin: infrastructure plugins first, then the routes. */
const appPlugin: FastifyPluginAsync<AppOptions> = async (instance, { config, database }) => {
  await instance.register(languagePlugin);
  await instance.register(errorsPlugin);
  await instance.register(dbPlugin, { database });
  await instance.register(fastifyCookie);
  await instance.register(staticPlugin, { paths: config.paths });
  if (config.demo) await seedDemo(database.db);

  await instance.register(health);
  await instance.register(demoCatalog, { mediaRoot: config.paths.media });

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

/** Creates a ready Fastify instance around the app plugin (used by the boot file and by tests). */
export async function createServer(options: AppOptions, fastifyOptions: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const server = Fastify({
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    ...fastifyOptions,
  });
  await server.register(app, options);
  await server.ready();
  return server;
}
