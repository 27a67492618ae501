// Server on PostgreSQL (issue 25): the built server on a throw-away PostgreSQL (scripts/postgres.mjs), one
// instance and then two on the same database, under a learner's mix of calls (bench/server/learners.mjs:
// heartbeat, view beacon, course page) at a stepped request rate until p99 reaches 100 ms. The last step
// under it gives learners per instance. Then bare Fastify by maximum throughput: each call alone at 100
// connections (autocannon, closed loop) against one instance, and, once the instances have stopped, against
// bare Fastify and the bare node:http floor on that instance's port (bench/server/compare.mjs). Skipped, with
// the reason printed, when PostgreSQL cannot be had.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startTemporaryPostgres } from '../../scripts/postgres.mjs';
import { ensurePeers, printTable, root, round, startServer, writeResult } from '../lib.mjs';
import { answersOf, closedLoop, fastifyGoal, minimumVsFastify, startReference, versus } from '../server/compare.mjs';
import { callMix, learnerCalls, learnersPerInstance, requestsPerLearner, servedRate } from '../server/learners.mjs';
import { learnerCookies } from '../server/many-learners.mjs';
import { benchRequests } from '../server/requests.mjs';
import { firstRate, learnerCurve, minAnswers, p99LimitMs, stepFactor } from '../server/learner-curve.mjs';

const name = 'server-postgres';
const seconds = Number(process.env.BENCH_SERVER_SECONDS) || 5;
// The comparison with bare Fastify: each call alone, closed loop, at this many connections.
const peerConnections = 100;
const manyLearners = `course page, ${peerConnections} learners`;

// autocannon (the comparison with bare Fastify) comes from bench/peers, as for bench/server: install it first,
// so that this bench run alone (`npm run bench -- server-postgres`) does not fail after its load curves.
ensurePeers();

const postgres = await startTemporaryPostgres().catch((error) => ({ reason: error.message }));
if (postgres.reason) {
  console.log(`  skipped: ${postgres.reason}`);
  writeResult(name, { skipped: postgres.reason, notes: [`Skipped: ${postgres.reason}.`], rows: [{ skipped: postgres.reason }], goals: [] });
  process.exit(0);
}

const pg = createRequire(join(root, 'server', 'package.json'))('pg');
const perLearner = requestsPerLearner();
const mix = callMix();
const sent = {};
const acknowledged = {};

const env = { DATABASE_URL: postgres.url };
const servers = [];
const rows = [];
const goals = [];
const stored = {};
const throughput = {};
let answers;
let port;
let requests;
try {
  servers.push(await startServer(env, { timeoutMs: 180_000 }));
  requests = await benchRequests(servers[0].url);
  port = new URL(servers[0].url).port;
  servers.push(await startServer(env, { timeoutMs: 180_000 }));
  // Each call is acknowledged by each instance before the load (the session is in the shared database).
  for (const server of servers) {
    for (const [call, { request }] of Object.entries(requests)) {
      const text = await (await fetch(`${server.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body })).text();
      if (!text.includes('"code":0')) throw new Error(`${call} not acknowledged by ${server.url}: ${text.slice(0, 200)}`);
    }
  }
  for (const count of [1, 2]) {
    const origins = servers.slice(0, count).map((server) => server.url);
    const { steps, measured, sent: curveSent, acknowledged: curveAcknowledged, reachedLimit } = await learnerCurve({ origins, requests, seconds });
    rows.push(...measured);
    for (const call of Object.keys(learnerCalls)) {
      sent[call] = (sent[call] ?? 0) + curveSent[call];
      acknowledged[call] = (acknowledged[call] ?? 0) + curveAcknowledged[call];
    }
    const rate = servedRate(steps, p99LimitMs);
    const learners = learnersPerInstance(rate, count, perLearner);
    goals.push({
      goal: `${count} instance(s) on PostgreSQL: learners per instance with p99 < ${p99LimitMs} ms`,
      value: `${reachedLimit ? '' : 'at least '}${learners} (${rate} req/s served in all ÷ ${count} ÷ ${round(perLearner, 3)} req/s per learner${reachedLimit ? '' : '; the curve\'s last step passed'})`,
      met: learners > 0,
    });
  }
  // Maximum throughput of one instance, each call alone (the answers the references replay come first).
  // The course page again with one learner per connection (decision 0082): concurrent calls of different
  // learners are batched but read a row each.
  const page = requests['course page'];
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  const courseId = Number(page.request.path.split('/').pop());
  const [{ code: courseCode }] = (await client.query('select code from learning_paths where id = $1', [courseId])).rows;
  await client.end();
  const cookies = await learnerCookies({ url: servers[0].url, databaseUrl: postgres.url, courseCode, path: page.request.path, count: peerConnections });
  requests[manyLearners] = { ...page, cookies };
  const targets = Object.entries(requests).map(([call, entry]) => ({ name: call, ...entry }));
  answers = await answersOf(servers[0].url, targets);
  for (const target of targets) {
    const row = await closedLoop({ url: servers[0].url, request: target.request, cookies: target.cookies, connections: peerConnections, seconds });
    throughput[`${target.name}/server`] = row;
    sent[target.name] = (sent[target.name] ?? 0) + row.sent + 1;
    acknowledged[target.name] = (acknowledged[target.name] ?? 0) + row.acknowledged + 1;
    console.log(`  server  ${target.name} × ${peerConnections}: ${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms`);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  try {
    // Rows stored, read once the instances have flushed their writers and stopped.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    for (const table of ['heartbeats', 'vod_view_stats']) {
      stored[table] = (await client.query(`select count(*)::int as n from ${table}`)).rows[0].n;
    }
    await client.end();
  } finally {
    postgres.stop();
  }
}

// The references on the first instance's port, now that the instances have stopped.
for (const side of ['fastify', 'floor']) {
  const reference = await startReference(side, port, answers);
  try {
    for (const call of Object.keys(requests)) {
      const row = await closedLoop({ url: `http://127.0.0.1:${port}`, request: requests[call].request, cookies: requests[call].cookies, connections: peerConnections, seconds });
      throughput[`${call}/${side}`] = row;
      console.log(`  ${side.padEnd(7)} ${call} × ${peerConnections}: ${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms`);
    }
  } finally {
    await reference.stop();
  }
}
const peerRows = [];
for (const call of Object.keys(requests)) {
  const at = (side) => throughput[`${call}/${side}`];
  for (const side of ['server', 'fastify', 'floor']) {
    const { requestsPerSec, p50Ms, p99Ms, errors } = at(side);
    peerRows.push({ endpoint: call, connections: peerConnections, against: side, requestsPerSec, p50Ms, p99Ms, errors, vsFastify: versus(at(side), at('fastify')), vsFloor: versus(at(side), at('floor')) });
  }
  goals.push(fastifyGoal(`${call} at ${peerConnections} connections on PostgreSQL (one instance)`, at('server'), at('fastify'), at('floor')));
}

// The check requests (one per call per instance) count as sent and acknowledged too.
for (const [call, table] of [['heartbeat', 'heartbeats'], ['view beacon', 'vod_view_stats']]) {
  const ack = (acknowledged[call] ?? 0) + 2;
  const all = (sent[call] ?? 0) + 2;
  goals.push({
    goal: `${call}: nothing lost (acknowledged ≤ rows stored ≤ requests answered)`,
    value: `${stored[table]} stored, ${ack} acknowledged, ${all} answered`,
    met: ack <= stored[table] && stored[table] <= all,
  });
}

printTable(rows);
printTable(peerRows);
writeResult(name, {
  seconds,
  notes: [
    `Built server (server/dist/server.js, DEMO=1) on a throw-away PostgreSQL (scripts/postgres.mjs, fsync off), 1 then 2 instances on the same database, logged in as demo; the load is bench/server-postgres/load.mjs in the runner's process (open loop: requests start on an even schedule whatever the answers do; latency from the scheduled start to the end of the answer), one loop per instance.`,
    `Each connection repeats one learner's mix (${mix.join(', ')}): a heartbeat per ${learnerCalls.heartbeat} s, a view beacon per ${learnerCalls['view beacon']} s (the player's reportFreq), a course page call (GET /ddilearner/v2/user/learningpathes/:id) per ${learnerCalls['course page']} s = ${round(perLearner, 3)} req/s per learner.`,
    `Load curve: ${seconds} s per step (longer at low rates: at least ${minAnswers} answers a step) at a fixed total rate shared evenly by the instances, from ${firstRate} req/s ×${stepFactor} per step after a warm-up step at that rate (not recorded), until a step has p99 ≥ ${p99LimitMs} ms, errors, or achieves < 90 % of its rate twice in a row (a failed step is measured once more; both rows are shown). p50/p99 over all the step's answers; errors = answers that are not 200 with code 0, or failed connections.`,
    `learners per instance = floor(rate of the last good step ÷ instances ÷ ${round(perLearner, 3)}).`,
    `Against bare Fastify, by maximum throughput (the rows with \`against\`): after the curves, each call alone for ${seconds} s at ${peerConnections} connections (autocannon 9, closed loop, in the runner's process) against the first instance; then, the instances stopped, the same against bench/server/fastify-peer.mjs (bare Fastify of the server's version, one route per call, nothing else) and bench/server/floor.mjs (bare node:http) on that instance's port, answering the instance's own answer bytes. Goal: ≥ ×${minimumVsFastify} of bare Fastify for each call. These requests count in "nothing lost" too.`,
  ],
  rows: [...rows, ...peerRows],
  goals,
});
