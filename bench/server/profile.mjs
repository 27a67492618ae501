// Where the server's time goes under the bench's load (issue 25): starts the built server (PGlite in a temp
// folder) under `node --cpu-prof`, loads one call (heartbeat, view beacon or course page; all by default) with
// autocannon at 100 connections, stops the server and prints the heaviest functions by self time and the
// heaviest packages / source files. Not part of `npm run bench`:
//   node bench/server/profile.mjs [heartbeat|"view beacon"|"course page"] [seconds]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePeers, root } from '../lib.mjs';
import { closedLoop } from './compare.mjs';
import { benchRequests } from './requests.mjs';

ensurePeers();
const [only, secondsArgument] = process.argv.slice(2);
const seconds = Number(secondsArgument) || 10;
const dataDir = mkdtempSync(join(tmpdir(), 'ddi-profile-data-'));
const profileDir = mkdtempSync(join(tmpdir(), 'ddi-profile-'));
// startServer's environment, with --cpu-prof (which NODE_OPTIONS does not take).
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, join(root, 'server/dist/server.js')], {
  cwd: root,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise((done) => child.once('exit', done));
const url = await new Promise((resolvePromise, reject) => {
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    const match = /Listening on (http:\/\/\S+)/.exec(output);
    if (match) resolvePromise(match[1].replace(/\/$/, ''));
  });
  child.once('exit', (code) => reject(new Error(`the server exited with code ${code}`)));
});
const server = { url, stop: () => (child.kill('SIGTERM'), exited) };
// Only the samples taken under load count: start-up (migrations, seed) and shutdown are left out.
let loadStart;
let loadEnd;
try {
  const requests = await benchRequests(server.url);
  loadStart = performance.now();
  for (const [name, { request }] of Object.entries(requests)) {
    if (only && only !== name) continue;
    const row = await closedLoop({ url: server.url, request, connections: 100, seconds });
    console.log(`${name}: ${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms, ${row.errors} errors`);
  }
  loadEnd = performance.now();
} finally {
  await server.stop();
}
const stopped = performance.now();

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no .cpuprofile written');
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));
rmSync(dataDir, { recursive: true, force: true });
rmSync(profileDir, { recursive: true, force: true });

// Self time per node: the time to the next sample, for the samples in the load's window (µs, counted back from
// the profile's end, which is the server's exit).
const from = profile.endTime - (stopped - loadStart) * 1000;
const to = profile.endTime - (stopped - loadEnd) * 1000;
const samples = new Map();
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index];
  const next = profile.timeDeltas[index + 1] ?? 0;
  if (at >= from && at <= to) samples.set(id, (samples.get(id) ?? 0) + next / 1000);
});
const byFunction = new Map();
const byPlace = new Map();
let total = 0;
for (const node of profile.nodes) {
  const ms = samples.get(node.id) ?? 0;
  if (ms === 0) continue;
  total += ms;
  const { functionName, url, lineNumber } = node.callFrame;
  const place = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url ? url.replace(/^.*\/(server\/dist|node:)/, '$1') : functionName);
  const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
}
const top = (map, count) =>
  [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
console.log(`\nself time by package or file (${Math.round(total)} ms sampled):`);
console.log(top(byPlace, 25).join('\n'));
console.log('\nself time by function:');
console.log(top(byFunction, 40).join('\n'));
