// Server: autocannon against the built server (heartbeats and view-statistics beacons) at 10, 50 and 100
// connections, then the same load against a bare node:http server on the same port answering the same bytes
// (bench/server/floor.mjs). Rows stored are read back from the PGlite data directory after the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePeers, peersDir, printTable, ratio, round, startServer, writeResult } from '../lib.mjs';
import { benchRequests } from './requests.mjs';

ensurePeers();
const require = createRequire(join(peersDir, 'package.json'));
const autocannon = require('autocannon');
const connectionLevels = [10, 50, 100];
const seconds = Number(process.env.BENCH_SERVER_SECONDS) || 5;

const dataDir = mkdtempSync(join(tmpdir(), 'ddi-bench-server-'));
const server = await startServer({ DATA_DIR: dataDir });
const port = new URL(server.url).port;

// The demo user's session, the heartbeat body and a signed view beacon (bench/server/requests.mjs).
const requests = await benchRequests(server.url);
const targets = ['heartbeat', 'view beacon'].map((name) => ({ name, ...requests[name] }));

// One request each first: it must be acknowledged (code 0); its bytes are what the floor answers.
const answers = {};
for (const target of targets) {
  const { method, path, headers, body } = target.request;
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  if (!text.includes('"code":0')) throw new Error(`${target.name} not acknowledged: ${response.status} ${text}`);
  answers[target.key] = { status: response.status, type: response.headers.get('content-type'), body: text };
  target.acknowledged = 1;
  target.sent = 1;
}

/** autocannon for `seconds`; acknowledged = 200 answers carrying code 0. */
async function load(url, target, connections) {
  let acknowledged = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ ...target.request, onResponse: (status, body) => { if (status === 200 && body.includes('"code":0')) acknowledged++; } }],
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

const measured = {};
try {
  for (const target of targets) {
    for (const connections of connectionLevels) {
      const row = await load(server.url, target, connections);
      target.acknowledged += row.acknowledged;
      target.sent += row.sent;
      measured[`${target.name}/${connections}/server`] = row;
      console.log(`  server ${target.name} × ${connections}: ${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms`);
    }
  }
} finally {
  await server.stop();
}

// Rows stored: open the same PGlite data directory now that the server has flushed and closed it.
const { PGlite } = await import('@electric-sql/pglite');
const db = new PGlite(dataDir);
for (const target of targets) {
  const { rows } = await db.query(`select count(*)::int as n from ${target.table}`);
  target.stored = rows[0].n;
}
await db.close();
rmSync(dataDir, { recursive: true, force: true });

// The floor on the same port.
const floor = spawn(process.execPath, [join(import.meta.dirname, 'floor.mjs'), port, JSON.stringify(answers)], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolvePromise) => floor.stdout.once('data', resolvePromise));
try {
  for (const target of targets) {
    for (const connections of connectionLevels) {
      const row = await load(`http://127.0.0.1:${port}`, target, connections);
      measured[`${target.name}/${connections}/floor`] = row;
      console.log(`  floor  ${target.name} × ${connections}: ${row.requestsPerSec} req/s, p99 ${row.p99Ms} ms`);
    }
  }
} finally {
  floor.kill('SIGTERM');
}

const rows = [];
const goals = [];
for (const target of targets) {
  for (const connections of connectionLevels) {
    for (const side of ['server', 'floor']) {
      const row = measured[`${target.name}/${connections}/${side}`];
      const floorRow = measured[`${target.name}/${connections}/floor`];
      rows.push({ endpoint: target.name, connections, against: side, ...row, vsFloor: ratio(row.requestsPerSec, floorRow.requestsPerSec) });
    }
  }
  const ours = measured[`${target.name}/100/server`];
  const floorRow = measured[`${target.name}/100/floor`];
  goals.push({
    goal: `${target.name} at 100 connections: ≥ 50 % of the floor's throughput`,
    value: `${ours.requestsPerSec} vs ${floorRow.requestsPerSec} req/s (×${ratio(ours.requestsPerSec, floorRow.requestsPerSec)})`,
    met: ours.requestsPerSec >= floorRow.requestsPerSec * 0.5,
  });
  goals.push({ goal: `${target.name} at 100 connections: p99 < 50 ms`, value: `${ours.p99Ms} ms`, met: ours.p99Ms < 50 });
  goals.push({
    goal: `${target.name}: nothing lost (acknowledged ≤ rows stored ≤ requests sent)`,
    value: `${target.stored} stored, ${target.acknowledged} acknowledged, ${target.sent} sent`,
    met: target.acknowledged <= target.stored && target.stored <= target.sent,
  });
}
printTable(rows);
writeResult('server', {
  seconds,
  notes: [
    `autocannon 9 (in the runner's process), ${seconds} s per level, one after another; the server is server/dist/server.js on a PGlite data directory in a temp folder (DEMO=1), logged in as demo.`,
    'acknowledged = 200 answers with code 0 (plus one check request per endpoint); sent = requests autocannon sent: when a level ends, autocannon drops the answers still in flight (up to one per connection), which the server may well have stored, so stored may exceed acknowledged by up to Σ connections; nothing is lost when acknowledged ≤ stored ≤ sent. stored = count(*) of heartbeats / vod_view_stats read from the PGlite directory after SIGTERM (the batch writers flush on close).',
    'floor = bench/server/floor.mjs, a bare node:http server on the same port answering the real answer\'s status, content-type and body after reading the request body.',
    'A single run (no median): throughput is the autocannon average over the level.',
  ],
  rows,
  goals,
});
