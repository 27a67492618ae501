import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../src/app.js';
import { defaultStaticPaths, type StaticPaths } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

/** A server on a fresh in-memory PGlite database, driven with `inject` (no port). */
export async function testServer(options: { demo?: boolean; paths?: Partial<StaticPaths> } = {}): Promise<FastifyInstance> {
  const database = await openDatabase({ dataDir: 'memory://' });
  return createServer({
    config: { demo: options.demo ?? true, paths: { ...defaultStaticPaths(), ...options.paths } },
    database,
  });
}

/** A throw-away built learner app: just an index.html and one asset. */
export async function fakeLearnerAppBuild(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ddi-app-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>learner app</title><div id="root"></div>');
  await writeFile(join(root, 'assets/main.js'), 'export {};');
  return root;
}
