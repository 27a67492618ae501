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

/** A build output named by its content (`name-[hash].js`, rollup's 8-character hash), compressed copies included. */
const contentHashed = /-[\w-]{8}\.(?:js|css)(?:\.br|\.gz)?$/;

/**
 * Caching of the built files: a file named by its content never changes, so it is cached for a year and never
 * revalidated; everything else (the app's HTML, `/player/ddi-player.js` that pages link by its fixed name, fonts,
 * the demo) is revalidated on every use with its ETag. The build writes .br and .gz copies, so the answer varies
 * with Accept-Encoding.
 */
function setBuildHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', contentHashed.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
  reply.header('vary', 'accept-encoding');
}

/** Media are used by players embedded on any origin (as the /vod calls: no credentials). */
function setMediaHeaders(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
}

/**
 * The player build is loaded by pages on other origins as a module script (`<script type="module" src=…>`),
 * and its chunks by dynamic `import()`: both are CORS requests in the browser's `cors` mode without
 * credentials, so every origin may read them (`*`, never with credentials: the files are public).
 */
function setPlayerHeaders(reply: FastifyReply, path: string): void {
  setBuildHeaders(reply, path);
  reply.header('access-control-allow-origin', '*');
}

const notBuilt = (what: string) =>
  `${what} is not built yet: run "npm run build" (or "npm start", which builds when needed).\n`;

/**
 * Serves the learner app at `/pc/`, the demo at `/demo/`, the player build at `/player/` and media at
 * `/media/`. A folder that does not exist yet answers 503 with how to build it. Built files are sent
 * pre-compressed (brotli or gzip by Accept-Encoding) with the cache policy of `setBuildHeaders`.
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
          ...(prefix === '/media/'
            ? { setHeaders: setMediaHeaders }
            : { preCompressed: true, cacheControl: false, setHeaders: prefix === '/player/' ? setPlayerHeaders : setBuildHeaders }),
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
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', paths.learnerApp, { cacheControl: false });
    });
  },
  { name: 'static' },
);
