// The server's own CPU time per answered request (issue 25, decisions 0050 and 0062): starts the built server
// (PGlite in a temp folder, as the server bench), loads one call at 10 connections, closed loop, and divides the
// CPU time the server process used (user + system, /proc/<pid>/stat) by the requests it acknowledged. Unlike
// req/s this holds still on a shared, loaded machine: other work slows the answers, not the CPU each costs.
// More connections make the batch writers' batches larger (decision 0073). Not part of `npm run bench`; Linux only:
//   node bench/server/cpu-per-request.mjs ["course page"|heartbeat|"view beacon"] [seconds] [rounds] [connections]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePeers, startServer } from '../lib.mjs';
import { closedLoop } from './compare.mjs';
import { benchRequests } from './requests.mjs';

ensurePeers();
const [name = 'course page', secondsArgument, roundsArgument, connectionsArgument] = process.argv.slice(2);
const seconds = Number(secondsArgument) || 8;
const rounds = Number(roundsArgument) || 3;
const connections = Number(connectionsArgument) || 10;

/** CPU time (ms) the process has used so far: utime + stime, in clock ticks of 10 ms (USER_HZ 100). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
  // After the command name: state is field 3, utime 14 and stime 15 (1-based, man 5 proc).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const dataDir = mkdtempSync(join(tmpdir(), 'ddi-bench-cpu-'));
const server = await startServer({ DATA_DIR: dataDir }, { timeoutMs: 180_000 });
try {
  const requests = await benchRequests(server.url);
  const target = requests[name];
  if (!target) throw new Error(`no call named "${name}" (heartbeat, view beacon, course page)`);
  // Warm-up (JIT, caches), not counted.
  await closedLoop({ url: server.url, request: target.request, connections, seconds: 2 });
  for (let round = 1; round <= rounds; round++) {
    const before = cpuMs(server.child.pid);
    const row = await closedLoop({ url: server.url, request: target.request, connections, seconds });
    const used = cpuMs(server.child.pid) - before;
    const perRequest = row.acknowledged > 0 ? (used / row.acknowledged).toFixed(3) : '–';
    console.log(`${name}, ${connections} connections, round ${round}: ${row.acknowledged} acknowledged in ${seconds} s (${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms), server CPU ${used} ms: ${perRequest} ms per request`);
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
