import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaticPaths } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a `/pc/*` page request with the learner app's index.html (the SPA fallback). */
    sendLearnerApp(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

const notBuilt = (what: string) =>
  `${what} is not built yet: run "npm run build" (or "npm start", which builds when needed).\n`;

/**
 * Serves the learner app at `/pc/`, the demo at `/demo/`, the player build at `/player/` and media at
 * `/media/`. A folder that does not exist yet answers 503 with how to build it.
 */
export default fp<{ paths: StaticPaths }>(
  async (app, { paths }) => {
    // Registered once without serving anything, for reply.sendFile.
    await app.register(fastifyStatic, { root: paths.media, serve: false });
    const mounts = [
      ['/pc/', paths.learnerApp, 'The learner app'],
      ['/player/', paths.player, 'The player'],
      ['/demo/', paths.demo, 'The demo'],
      ['/media/', paths.media, 'The media folder'],
    ] as const;
    for (const [prefix, root, label] of mounts) {
      if (existsSync(root)) {
        await app.register(fastifyStatic, {
          root,
          prefix,
          decorateReply: false,
          index: ['index.html'],
          // Media are used by players embedded on any origin (as the /vod calls: no credentials).
          ...(prefix === '/media/' ? { setHeaders: (reply: FastifyReply) => void reply.header('access-control-allow-origin', '*') } : {}),
        });
      } else {
        app.get(`${prefix}*`, (_request, reply) => reply.status(503).type('text/plain').send(notBuilt(label)));
      }
    }
    for (const [from, to] of [['/', '/pc/'], ['/pc', '/pc/'], ['/demo', '/demo/']] as const) {
      app.get(from, (_request, reply) => reply.redirect(to));
    }
    app.decorate('sendLearnerApp', (_request: FastifyRequest, reply: FastifyReply) => {
      if (!existsSync(`${paths.learnerApp}/index.html`)) {
        return reply.status(503).type('text/plain').send(notBuilt('The learner app'));
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', paths.learnerApp);
    });
  },
  { name: 'static' },
);
