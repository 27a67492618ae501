// Server: autocannon against the built server (heartbeat, view-statistics beacon, the learner's course page
// call) at 10, 50 and 100 connections, then the same load against two references on the same port answering
// the same bytes (bench/server/compare.mjs): a bare Fastify app of the server's version (fastify-peer.mjs,
// the goal's yardstick) and a bare node:http server (floor.mjs). Rows stored are read back from the PGlite
// data directory after the server stops.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePeers, printTable, startServer, writeResult } from '../lib.mjs';
import { answersOf, closedLoop, fastifyGoal, minimumVsFastify, startReference, versus } from './compare.mjs';
import { learnerCurve, p99LimitMs } from './learner-curve.mjs';
import { learnerCalls, learnersPerInstance, requestsPerLearner, servedRate } from './learners.mjs';
import { benchRequests } from './requests.mjs';

ensurePeers();
const connectionLevels = [10, 50, 100];
const seconds = Number(process.env.BENCH_SERVER_SECONDS) || 5;

const dataDir = mkdtempSync(join(tmpdir(), 'ddi-bench-server-'));
// Start-up (migrations, seed) can take over a minute on a busy machine.
const server = await startServer({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
const port = new URL(server.url).port;

// The demo user's session, the heartbeat body, a signed view beacon and the course page (requests.mjs).
const requests = await benchRequests(server.url);
// BENCH_SERVER_CALLS (comma-separated names, e.g. `course page`) measures only those calls; default all three.
const calls = process.env.BENCH_SERVER_CALLS ? process.env.BENCH_SERVER_CALLS.split(',').map((name) => name.trim()) : ['heartbeat', 'view beacon', 'course page'];
const unknownCall = calls.find((name) => !requests[name]);
if (unknownCall) throw new Error(`BENCH_SERVER_CALLS: no call named "${unknownCall}" (heartbeat, view beacon, course page)`);
const targets = calls.map((name) => ({ name, ...requests[name], acknowledged: 1, sent: 1 }));

const measured = {};
// Each side gets a warm-up first (not recorded): JIT, the first batches, whatever start-up left running.
const warmUpSeconds = 2;
/** Every target at every level against `url`, stored in `measured` under `<name>/<connections>/<side>`. */
async function measure(url, side) {
  for (const target of targets) {
    const warmUp = await closedLoop({ url, request: target.request, connections: 10, seconds: warmUpSeconds });
    if (side === 'server') {
      target.acknowledged += warmUp.acknowledged;
      target.sent += warmUp.sent;
    }
  }
  for (const target of targets) {
    for (const connections of connectionLevels) {
      const row = await closedLoop({ url, request: target.request, connections, seconds });
      if (side === 'server') {
        target.acknowledged += row.acknowledged;
        target.sent += row.sent;
      }
      measured[`${target.name}/${connections}/${side}`] = row;
      console.log(`  ${side.padEnd(7)} ${target.name} × ${connections}: ${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms`);
    }
  }
}

let answers;
// Learners per instance on PGlite (one instance): the same curve as bench/server-postgres, before the
// closed loops. Only when all three calls are measured (it needs the whole mix).
const learnerRows = [];
let learners;
try {
  // One request each first: it must be acknowledged (code 0); its bytes are what the references answer.
  answers = await answersOf(server.url, targets);
  if (calls.length === Object.keys(learnerCalls).length) {
    const curve = await learnerCurve({ origins: [server.url], requests, seconds });
    learnerRows.push(...curve.measured);
    for (const target of targets) {
      target.sent += curve.sent[target.name];
      target.acknowledged += curve.acknowledged[target.name];
    }
    const rate = servedRate(curve.steps, p99LimitMs);
    learners = { rate, count: learnersPerInstance(rate, 1, requestsPerLearner()), reachedLimit: curve.reachedLimit };
  }
  await measure(server.url, 'server');
} finally {
  await server.stop();
}

// Rows stored: open the same PGlite data directory now that the server has flushed and closed it.
const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite(dataDir);
for (const target of targets.filter((entry) => entry.table)) {
  const { rows } = await db.query(`select count(*)::int as n from ${target.table}`);
  target.stored = rows[0].n;
}
await db.close();
rmSync(dataDir, { recursive: true, force: true });

// The references, one after the other, on the same port.
for (const side of ['fastify', 'floor']) {
  const reference = await startReference(side, port, answers);
  try {
    await measure(`http://127.0.0.1:${port}`, side);
  } finally {
    await reference.stop();
  }
}

const rows = [];
const goals = [];
for (const target of targets) {
  for (const connections of connectionLevels) {
    const at = (side) => measured[`${target.name}/${connections}/${side}`];
    for (const side of ['server', 'fastify', 'floor']) {
      rows.push({ endpoint: target.name, connections, against: side, ...at(side), vsFastify: versus(at(side), at('fastify')), vsFloor: versus(at(side), at('floor')) });
    }
  }
  const at100 = (side) => measured[`${target.name}/100/${side}`];
  goals.push(fastifyGoal(`${target.name} at 100 connections on PGlite`, at100('server'), at100('fastify'), at100('floor')));
  // A level that got no answer at all has no p99 to meet.
  const answered = at100('server').acknowledged > 0;
  goals.push({ goal: `${target.name} at 100 connections: p99 < 50 ms`, value: answered ? `${at100('server').p99Ms} ms` : 'no answer within the level', met: answered && at100('server').p99Ms < 50 });
  if (target.table) {
    goals.push({
      goal: `${target.name}: nothing lost (acknowledged ≤ rows stored ≤ requests sent)`,
      value: `${target.stored} stored, ${target.acknowledged} acknowledged, ${target.sent} sent`,
      met: target.acknowledged <= target.stored && target.stored <= target.sent,
    });
  }
}
if (learners) {
  goals.unshift({
    goal: `1 instance on PGlite: learners per instance with p99 < ${p99LimitMs} ms`,
    value: `${learners.reachedLimit ? '' : 'at least '}${learners.count} (${learners.rate} req/s served ÷ ${Math.round(requestsPerLearner() * 1000) / 1000} req/s per learner${learners.reachedLimit ? '' : "; the curve's last step passed"})`,
    met: learners.count > 0,
  });
}
printTable(learnerRows);
printTable(rows);
writeResult('server', {
  seconds,
  notes: [
    `autocannon 9 (in the runner's process), ${seconds} s per level, one after another; the server is server/dist/server.js on a PGlite data directory in a temp folder (DEMO=1, LOG_LEVEL=warn), logged in as demo. The course page is GET /ddilearner/v2/user/learningpathes/:id of the first course the demo user can open.`,
    'acknowledged = 200 answers with code 0 (plus one check request per endpoint); sent = requests autocannon sent: when a level ends, autocannon drops the answers still in flight (up to one per connection), which the server may well have stored, so stored may exceed acknowledged by up to Σ connections; nothing is lost when acknowledged ≤ stored ≤ sent. stored = count(*) of heartbeats / vod_view_stats read from the PGlite directory after SIGTERM (the batch writers flush on close).',
    `References, started after the server stops, on its port, answering the real answers' status, content-type and body: fastify = bench/server/fastify-peer.mjs, a bare Fastify app of the server's version with one route per call and nothing else (Fastify's JSON body parser, query parser and router; no plugins, hooks, schemas or logging); floor = bench/server/floor.mjs, a bare node:http server that reads the body. Goal: each endpoint ≥ ×${minimumVsFastify} of bare Fastify at 100 connections, in the same run.`,
    'Learners per instance (first, on the fresh server): the load curve of bench/server/learner-curve.mjs, as in server-postgres (open loop, a learner\'s mix of calls, stepped rate until p99 ≥ 100 ms, errors or 10 % short), one instance; learners = floor(rate of the last good step ÷ req/s per learner). Its requests count in "nothing lost".',
    `A single run (no median): throughput is the autocannon average over the level. Each side first gets ${warmUpSeconds} s per endpoint at 10 connections, not recorded (its requests count in "nothing lost").`,
  ],
  rows: [...learnerRows, ...rows],
  goals,
});
