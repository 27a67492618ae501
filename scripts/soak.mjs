#!/usr/bin/env node
/**
 * Heartbeat and beacon soak with a crash (issue 13, `npm run test:soak`): the built server on a database on
 * disk, many concurrent clients sending heartbeats (learner app) and view-statistics beacons (player) for
 * several minutes, the server killed with SIGKILL in the middle and started again on the same data.
 * Every client keeps what was not acknowledged and sends it again. Afterwards the database is opened
 * directly: every acknowledged row must be there. A pre-test attempt started before the crash must come
 * back with every saved answer. Prints the figures; exits 1 when a row is missing.
 *
 * Options (environment): SOAK_SECONDS (default 180), SOAK_CLIENTS (default 50), SOAK_KILL_AT (seconds,
 * default half of SOAK_SECONDS). Needs `npm run build` first.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { startServer } from './lib.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const clients = Number(process.env.SOAK_CLIENTS ?? 50);
const killAt = Number(process.env.SOAK_KILL_AT ?? seconds / 2);
const dataDir = await mkdtemp(join(tmpdir(), 'ddi-soak-'));

/** Starts the built server on `port` (0 = any) on the soak's data folder (on disk: slower to open). */
const startOn = (port) => startServer({ PORT: String(port), DATA_DIR: dataDir }, { timeoutMs: 180_000 });

const md5 = (text) => createHash('md5').update(text).digest('hex');
const statsSign = (pid, vid, flow, pd, cts) => md5(`ddi-vod-stats${pid}${vid}${flow}${pd}${cts}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let base = '';
let started = 0;
const elapsed = () => (performance.now() - started) / 1000;

console.log(`soak: ${clients} clients for ${seconds} s, SIGKILL at ${killAt} s, data in ${dataDir}`);
let server = await startOn(0);
base = server.url;
const port = new URL(base).port;

const login = await fetch(`${base}/ddilearner/v1/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ loginType: 'account', username: 'demo', password: 'Demo@1234', remember: true }),
});
const cookie = login.headers.get('set-cookie')?.split(';')[0];
const { data: loginData } = await login.json();
const userId = loginData.userInfo.userId;
const catalog = await (await fetch(`${base}/demo/catalog.json`)).json();
const vid = catalog.find((entry) => entry.vid && entry.features.includes('beacons')).vid;
started = performance.now();

const stats = { heartbeatAcked: new Set(), beaconAcked: new Set(), sent: 0, failed: 0, resent: 0, unsent: 0, latencies: [] };

const heartbeat = (marker) => ({
  actionContext: '/course/videoLearning?id=3',
  actionId: 1000,
  appId: 'ddi-learner-pc',
  appName: 'DDI Leadership Learning',
  appVersion: '0.1.0-th',
  learningPathMetaId: 3,
  result: marker,
  userId,
  objectIds: ['/course/videoLearning', 2],
  clientInfo: { page: '/pc/course/videoLearning', timestamp: Date.now() },
});

/** Sends one heartbeat or view beacon; resolves true when the server acknowledged it. */
async function send(item, pid) {
  let response;
  if (item.kind === 'heartbeat') {
    const headers = { 'content-type': 'application/json', cookie };
    response = await fetch(`${base}/hb/v1/heartbeat/`, { method: 'POST', headers, body: JSON.stringify(heartbeat(item.marker)) });
  } else {
    const query = new URLSearchParams({ pid, vid, uid: vid.slice(0, 10), flow: '0', ts: String(Date.now()), href: Buffer.from('http://soak/').toString('base64') });
    for (const [key, value] of Object.entries({ duration: '24', cts: String(item.cts), sd: '1', pd: '1', pn: 'HTML5', pv: 'soak' })) query.set(key, value);
    query.set('param1', Buffer.from(item.marker).toString('base64'));
    query.set('sign', statsSign(pid, vid, 0, 1, item.cts));
    response = await fetch(`${base}/vod/stats/view?${query}`);
  }
  const body = await response.json();
  return response.status === 200 && body.code === 0;
}

/** One client: a heartbeat and a view beacon per round; what was not acknowledged is kept and sent again. */
async function client(index) {
  const pending = [];
  const pid = `soak-${index}`;
  const attempt = async (item) => {
    const at = performance.now();
    stats.sent += 1;
    if (item.resent) stats.resent += 1;
    try {
      if (!(await send(item, pid))) throw new Error('refused');
      (item.kind === 'heartbeat' ? stats.heartbeatAcked : stats.beaconAcked).add(item.marker);
      stats.latencies.push(performance.now() - at);
    } catch {
      stats.failed += 1;
      pending.push({ ...item, resent: true });
    }
  };
  let round = 0;
  while (elapsed() < seconds) {
    round += 1;
    pending.push({ kind: 'heartbeat', marker: `soak-${index}-${round}` }, { kind: 'beacon', marker: `${index}-${round}`, cts: round % 24 });
    for (const item of pending.splice(0)) await attempt(item);
    await sleep(200 + Math.random() * 300);
  }
  // What is still unacknowledged is sent again until the server takes it (at most ~60 s).
  for (let round = 0; round < 60 && pending.length > 0; round += 1) {
    await sleep(1000);
    for (const item of pending.splice(0)) await attempt(item);
  }
  stats.unsent += pending.length;
}

/** An assessment attempt in progress when the server dies: its saved answers must survive (issue 13). */
async function startAttempt() {
  const headers = { cookie, 'content-type': 'application/json' };
  const tour = (await (await fetch(`${base}/sr/learningtourEN`, { headers })).json()).data;
  for (const course of tour.filter((entry) => entry.id > 0)) {
    const status = (await (await fetch(`${base}/sr/survey/getSurvey/${course.id}/1`, { headers })).json()).data;
    if (!status?.canStart) continue;
    const attempt = (await (await fetch(`${base}/sr/survey/show/${course.id}/1/0`, { headers })).json()).data;
    const saved = [];
    for (const question of attempt.questions.slice(0, 4)) {
      const answer = question.type === 'open' ? { text: 'Listen first' } : { optionIds: [question.options[0].id] };
      const body = JSON.stringify({ courseId: course.id, moduleId: 1, attemptId: attempt.attemptId, questionId: question.id, ...answer });
      const response = await fetch(`${base}/sr/survey/saveSurveyAnswer`, { method: 'POST', headers, body });
      if ((await response.json()).code === 0) saved.push(question.id);
    }
    return { courseId: course.id, attemptId: attempt.attemptId, saved };
  }
  return null;
}
const attempt = await startAttempt();

const killer = (async () => {
  await sleep(killAt * 1000);
  const killedAt = elapsed();
  server.child.kill('SIGKILL');
  await new Promise((resolve) => server.child.once('exit', resolve));
  const restartStarted = performance.now();
  server = await startOn(port);
  return { killedAt, restartSeconds: (performance.now() - restartStarted) / 1000 };
})();

await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
const crash = await killer;
let attemptAfterRestart = null;
if (attempt) {
  const resumed = (await (await fetch(`${base}/sr/survey/show/${attempt.courseId}/1/0`, { headers: { cookie } })).json()).data;
  const answered = new Set(resumed.answers.map((answer) => answer.questionId));
  attemptAfterRestart = { sameAttempt: resumed.attemptId === attempt.attemptId, saved: attempt.saved.length, found: attempt.saved.filter((id) => answered.has(id)).length };
}
await server.stop();

const db = await PGlite.create({ dataDir });
const storedHeartbeats = new Set((await db.query(`select result from heartbeats where result like 'soak-%'`)).rows.map((row) => row.result));
const storedBeacons = new Set(
  (await db.query(`select param1 from vod_view_stats where vid = $1 and param1 is not null`, [vid])).rows.map((row) => Buffer.from(row.param1, 'base64').toString()),
);
const totalHeartbeatRows = Number((await db.query(`select count(*)::int as n from heartbeats where result like 'soak-%'`)).rows[0].n);
await db.close();
await rm(dataDir, { recursive: true, force: true });

const missingHeartbeats = [...stats.heartbeatAcked].filter((marker) => !storedHeartbeats.has(marker));
const missingBeacons = [...stats.beaconAcked].filter((marker) => !storedBeacons.has(marker));
const sorted = stats.latencies.sort((a, b) => a - b);
const report = {
  seconds,
  clients,
  killedAtSeconds: Number(crash.killedAt.toFixed(1)),
  restartSeconds: Number(crash.restartSeconds.toFixed(1)),
  requests: stats.sent,
  failedRequests: stats.failed,
  resentRequests: stats.resent,
  neverAcknowledged: stats.unsent,
  acknowledgedHeartbeats: stats.heartbeatAcked.size,
  acknowledgedBeacons: stats.beaconAcked.size,
  missingHeartbeats: missingHeartbeats.length,
  missingBeacons: missingBeacons.length,
  duplicateHeartbeatRows: totalHeartbeatRows - storedHeartbeats.size,
  assessmentAttempt: attemptAfterRestart,
  latencyMs: { p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0), p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0) },
};
console.log(JSON.stringify(report, null, 2));
const attemptLost = attemptAfterRestart && (!attemptAfterRestart.sameAttempt || attemptAfterRestart.found !== attemptAfterRestart.saved);
if (attemptLost) console.error('soak: the assessment attempt in progress lost answers across the crash');
if (missingHeartbeats.length || missingBeacons.length || attemptLost) {
  console.error(`soak: acknowledged rows are missing: ${missingHeartbeats.slice(0, 5).join(', ')} ${missingBeacons.slice(0, 5).join(', ')}`);
  process.exit(1);
}
console.log('soak: every acknowledged row is in the database');
