// The CPU time each answered request costs (issue 25, decisions 0050 and 0062): starts the built server (PGlite in
// a temp folder, as the server bench; PostgreSQL when DATABASE_URL is set), loads one call closed loop, and divides
// the CPU time used (user + system, /proc/<pid>/stat) by the requests acknowledged: the server process's, and on
// PostgreSQL also the database's (every `postgres` process of the machine: run nothing else on it). Then the same
// load against bare Fastify (bench/server/fastify-peer.mjs) answering the same bytes on the same port, for its CPU
// per request. Unlike req/s this holds still on a shared, loaded machine: other work slows the answers, not the
// CPU each costs. It also tells what the closed-loop ratio against bare Fastify would be where the database and
// the load generator had cores of their own. More connections make the batch writers' batches larger
// (decision 0073). Not part of `npm run bench`; Linux only:
//   node bench/server/cpu-per-request.mjs ["course page"|heartbeat|"view beacon"] [seconds] [rounds] [connections]
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePeers, startServer } from '../lib.mjs';
import { answersOf, closedLoop, startReference } from './compare.mjs';
import { benchRequests } from './requests.mjs';

ensurePeers();
const [name = 'course page', secondsArgument, roundsArgument, connectionsArgument] = process.argv.slice(2);
const seconds = Number(secondsArgument) || 8;
const rounds = Number(roundsArgument) || 3;
const connections = Number(connectionsArgument) || 10;
const onPostgres = Boolean(process.env.DATABASE_URL);

/** CPU time (ms) a process has used so far: utime + stime, in clock ticks of 10 ms (USER_HZ 100); 0 once gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
    // After the command name: state is field 3, utime 14 and stime 15 (1-based, man 5 proc).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of every `postgres` process now running (the server and its backends). */
function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Rounds of the closed loop against `url`; returns the mean CPU µs per acknowledged request of `pid` (and PostgreSQL's). */
async function measure(label, url, request, pid) {
  await closedLoop({ url, request, connections, seconds: 2 }); // warm-up (JIT, caches), not counted
  const perRequest = { own: [], database: [] };
  for (let round = 1; round <= rounds; round++) {
    const before = { own: cpuMs(pid), database: postgresCpuMs() };
    const row = await closedLoop({ url, request, connections, seconds });
    const own = cpuMs(pid) - before.own;
    const database = postgresCpuMs() - before.database;
    const micros = (ms) => (row.acknowledged > 0 ? (ms * 1000) / row.acknowledged : NaN);
    perRequest.own.push(micros(own));
    perRequest.database.push(micros(database));
    const databasePart = onPostgres ? `, PostgreSQL ${micros(database).toFixed(1)} µs` : '';
    console.log(`${label}, ${name}, ${connections} connections, round ${round}: ${row.acknowledged} acknowledged in ${seconds} s (${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms); CPU per request: process ${micros(own).toFixed(1)} µs${databasePart}`);
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { own: mean(perRequest.own), database: mean(perRequest.database) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'ddi-bench-cpu-'));
const server = await startServer({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
const port = new URL(server.url).port;
let ours;
let answers;
let target;
try {
  const requests = await benchRequests(server.url);
  target = requests[name];
  if (!target) throw new Error(`no call named "${name}" (heartbeat, view beacon, course page)`);
  answers = await answersOf(server.url, [target]);
  ours = await measure('server', server.url, target.request, server.child.pid);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const reference = await startReference('fastify', port, answers);
let fastify;
try {
  const pid = reference.pid;
  fastify = await measure('bare Fastify', `http://127.0.0.1:${port}`, target.request, pid);
} finally {
  await reference.stop();
}
const ourTotal = ours.own + (onPostgres ? ours.database : 0);
console.log(
  `${name}: CPU per request, ours ${ours.own.toFixed(1)} µs${onPostgres ? ` + PostgreSQL ${ours.database.toFixed(1)} µs` : ' (PGlite inside)'}, bare Fastify ${fastify.own.toFixed(1)} µs: ` +
    `×${(fastify.own / ours.own).toFixed(2)} of bare Fastify's throughput per core of the server's own, ×${(fastify.own / ourTotal).toFixed(2)} counting the database's CPU too`,
);
