// Shared by npm start, npm test and npm run build: node builtins only, so it runs before any install.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * Runs a command; resolves with its exit code. Its output is inherited, or with `buffered: true` held and
 * written in one piece when it ends, so that commands run side by side don't interleave their lines.
 */
export function run(command, args, { buffered = false, ...options } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const done = (code) => {
      if (chunks.length) process.stdout.write(Buffer.concat(chunks));
      resolvePromise(code);
    };
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Resolves `task(item)` for every item, at most `limit` at a time, in the items' order. */
export async function inParallel(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A project binary from node_modules/.bin. */
export const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

function newest(path, skip = () => false) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) {
    const child = join(path, entry);
    if (skip(child)) continue;
    latest = Math.max(latest, newest(child, skip));
  }
  return latest;
}

/** Installs the dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  // `npm install` rather than `npm ci`: npm drops other platforms' optional packages (rollup's native
  // builds) from the lockfile, which `npm ci` then refuses; `install` still takes every version from it.
  console.log('Installing dependencies (npm install, versions from package-lock.json)…');
  const code = await run(npm, ['install', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error(`npm install failed with exit code ${code}`);
}

const buildInputs = [
  'player-element/src',
  'learner-app/src',
  'learner-app/public',
  'learner-app/index.html',
  'server/src',
  'rollup.config.mjs',
  'package-lock.json',
];
const buildOutputs = [
  'player-element/dist/ddi-player.js',
  'learner-app/dist/index.html',
  'server/dist/server.js',
  'server/dist/erase.js',
  'server/dist/demo-reset.js',
  'server/dist/ingest.js',
  'server/dist/admin-token.js',
  'server/dist/users-import.js',
  'server/dist/course-import.js',
  'server/dist/course-export.js',
];
/**
 * The learner app's entry chunk and stylesheet, as paths from the repository root: their names carry a content
 * hash, so they are read from the built index.html.
 */
export function appDocumentFiles() {
  const html = readFileSync(join(root, 'learner-app/dist/index.html'), 'utf8');
  const entry = /<script type="module" src="\/pc\/([^"]+)"/.exec(html)?.[1];
  // The stylesheet's <link> may carry other attributes (an id), in any order.
  const styles = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/pc\/([^"]+)"/.exec(html)?.[1];
  if (!entry || !styles) throw new Error('learner-app/dist/index.html names no entry chunk or stylesheet: run `npm run build`');
  return { entry: `learner-app/dist/${entry}`, styles: `learner-app/dist/${styles}` };
}

const isTest = (path) => /\.test\.tsx?$/.test(path);

/** True when an output is missing or older than the newest source. */
export function buildIsStale() {
  const oldestOutput = Math.min(...buildOutputs.map((path) => mtime(join(root, path))));
  const newestInput = Math.max(...buildInputs.map((path) => newest(join(root, path), isTest)));
  return oldestOutput === 0 || oldestOutput < newestInput;
}

/** Builds everything with rollup when the build is missing or older than the sources. */
export async function ensureBuild({ force = false } = {}) {
  if (!force && !buildIsStale()) return;
  console.log('Building the player, the learner app and the server (rollup)…');
  const code = await run(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--silent']);
  if (code !== 0) throw new Error(`the build failed with exit code ${code}`);
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
export const isDebian = () => existsSync('/etc/debian_version');

/**
 * Installs Debian packages (`apt-get update`, then `apt-get install -y`), for `npm test` running as root on
 * Debian when a browser it needs is missing. Resolves true when both commands succeeded.
 */
export async function aptInstall(...names) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-q'], { env })) !== 0) return false;
  return (await run('apt-get', ['install', '-y', '-q', ...names], { env })) === 0;
}

/** Runs a command and returns its stdout, or undefined when it fails. */
export function capture(command, args) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/**
 * Starts the built server (server/dist/server.js) on a free port. `env` adds to (or overrides) PORT=0,
 * DATA_DIR=memory://, DEMO=1, LOG_LEVEL=warn. Resolves `{ url, child, stop }` once it listens (within
 * `timeoutMs`); `stop()` sends SIGTERM and waits for the exit. Used by the e2e setup, the bench, the soak and
 * the screenshots.
 */
export function startServer(env = {}, { timeoutMs = 60_000 } = {}) {
  if (!existsSync(join(root, 'server/dist/server.js'))) throw new Error('missing server/dist/server.js: run `npm run build` first');
  const child = spawn(process.execPath, [join(root, 'server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        child.stderr.off('data', onData);
        child.stdout.resume();
        child.stderr.resume();
        const exited = new Promise((done) => child.once('exit', (code) => done(code)));
        resolvePromise({
          url: match[1].replace(/\/$/, ''),
          child,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with code ${code}:\n${output}`));
    });
  });
}
