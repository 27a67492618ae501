// The server against its two references in the same run (issue 25), shared by bench/server (PGlite) and
// bench/server-postgres: a closed-loop autocannon load, the answers the references replay, starting a
// reference on the server's port, and the arithmetic of the "≥ ×0.5 of bare Fastify" goal (pure functions,
// unit-tested in scripts/test/server-peers.test.ts).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { peersDir, ratio, round } from '../lib.mjs';

/** The references, by the name shown in the tables: bare Fastify (the goal's yardstick) and bare node:http. */
export const references = { fastify: 'fastify-peer.mjs', floor: 'floor.mjs' };

/** The goal: each endpoint answers at least this fraction of bare Fastify's throughput. */
export const minimumVsFastify = 0.5;

/**
 * `ours` as a fraction of a reference's throughput (2 decimals), or null when either is missing.
 * @param {{ requestsPerSec: number } | undefined} ours
 * @param {{ requestsPerSec: number } | undefined} reference
 * @returns {number | null}
 */
export function versus(ours, reference) {
  if (!ours || !reference) return null;
  return ratio(ours.requestsPerSec, reference.requestsPerSec);
}

/**
 * The goal row for one endpoint: met when its throughput is at least `minimum` × bare Fastify's in the same
 * run (compared unrounded), with both figures and the floor's for context.
 * @param {string} label e.g. "heartbeat at 100 connections (PGlite)"
 * @param {{ requestsPerSec: number }} ours
 * @param {{ requestsPerSec: number }} fastify
 * @param {{ requestsPerSec: number } | undefined} floor
 * @param {number} [minimum]
 * @returns {{ goal: string, value: string, met: boolean }}
 */
export function fastifyGoal(label, ours, fastify, floor, minimum = minimumVsFastify) {
  if (!(ours?.requestsPerSec >= 0) || !(fastify?.requestsPerSec > 0)) throw new Error(`${label}: a throughput is missing`);
  const floorPart = floor ? `, floor ${floor.requestsPerSec} req/s (×${versus(ours, floor)})` : '';
  return {
    goal: `${label}: ≥ ×${minimum} of bare Fastify's throughput`,
    value: `${ours.requestsPerSec} vs ${fastify.requestsPerSec} req/s (×${versus(ours, fastify)})${floorPart}`,
    met: ours.requestsPerSec >= fastify.requestsPerSec * minimum,
  };
}

/**
 * Sends each target's request once to the real server: it must be acknowledged (200, code 0). Returns
 * the answers the references replay, by route key: `{ status, type, body, path }` (`path` without the query).
 * @param {string} url
 * @param {{ name: string, key: string, request: { method: string, path: string, headers: Record<string, string>, body?: string } }[]} targets
 */
export async function answersOf(url, targets) {
  const answers = {};
  for (const target of targets) {
    const { method, path, headers, body } = target.request;
    const response = await fetch(`${url}${path}`, { method, headers, body });
    const text = await response.text();
    if (response.status !== 200 || !text.includes('"code":0')) throw new Error(`${target.name} not acknowledged: ${response.status} ${text.slice(0, 200)}`);
    answers[target.key] = { status: response.status, type: response.headers.get('content-type'), body: text, path: path.split('?')[0] };
  }
  return answers;
}

/**
 * autocannon (bench/peers) for `seconds` at `connections`, closed loop; acknowledged = 200 answers with code 0.
 * With `cookies`, each connection sends one of them (round robin) instead of the request's own cookie: one
 * learner per connection.
 * @returns {Promise<{ requestsPerSec: number, p50Ms: number, p99Ms: number, errors: number, sent: number, acknowledged: number }>}
 */
export async function closedLoop({ url, request, connections, seconds, cookies }) {
  const autocannon = createRequire(join(peersDir, 'package.json'))('autocannon');
  let acknowledged = 0;
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ ...request, onResponse: (status, body) => { if (status === 200 && body.includes('"code":0')) acknowledged++; } }],
    ...(cookies ? { setupClient: (client) => client.setHeaders({ ...request.headers, cookie: cookies[next++ % cookies.length] }) } : {}),
  });
  return {
    requestsPerSec: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    sent: result.requests.sent,
    acknowledged,
  };
}

/**
 * Starts a reference (`fastify` or `floor`) on `port`, answering `answers`; resolves `{ pid, stop }` once it listens.
 * @param {keyof typeof references} name
 * @param {string | number} port
 * @param {Record<string, { status: number, type: string, body: string, path: string }>} answers
 */
export async function startReference(name, port, answers) {
  const child = spawn(process.execPath, [join(import.meta.dirname, references[name]), String(port), JSON.stringify(answers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolvePromise, reject) => {
    child.stdout.once('data', resolvePromise);
    child.once('exit', (code) => reject(new Error(`the ${name} reference exited with code ${code}`)));
  });
  child.stdout.resume();
  const exited = new Promise((done) => child.once('exit', done));
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
