// The bare-Fastify peer (issue 25): a Fastify app of the server's own version, with nothing registered but
// one route per benched call, answering the bytes the real server answered (status, content-type, body).
// Each route reads its input the way any Fastify route does: the heartbeat's JSON body through Fastify's
// default JSON parser, the beacon's query string through its query parser, the page's `:id` through its
// router. No plugins, hooks, schemas, cookies, database or logging: what Fastify itself costs.
// argv: port, answers JSON ({ "POST /hb/v1/heartbeat/": { status, type, body }, … }).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib.mjs';

const Fastify = createRequire(join(root, 'server', 'package.json'))('fastify');
const [port, answersJson] = process.argv.slice(2);
const answers = JSON.parse(answersJson);

const app = Fastify({ logger: false });
for (const [key, answer] of Object.entries(answers)) {
  const [method, path] = key.split(' ');
  app.route({
    method,
    url: path,
    handler: async (request, reply) => {
      // Touch what the real route reads, so nothing is left unparsed on this side.
      void request.body;
      void request.query;
      void request.params;
      return reply.status(answer.status).type(answer.type).send(answer.body);
    },
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`Listening on http://127.0.0.1:${port} (fastify ${app.version})`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
