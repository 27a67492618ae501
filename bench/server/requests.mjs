// The requests the server benches send, built once against a running server: the demo user's session, the
// heartbeat body, a signed view beacon for a seeded vid and the learner's course page call.
import { createHash } from 'node:crypto';

/**
 * Logs in as demo on `url` and returns autocannon request objects by name (`heartbeat`, `view beacon`,
 * `course page`), each with `key` (method and path) and `table` (where its rows land; none for the page).
 * @param {string} url the server's origin
 */
export async function benchRequests(url) {
  const login = await fetch(`${url}/ddilearner/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'account', username: 'demo', password: 'Demo@1234', remember: true }),
  });
  const loginBody = await login.json();
  if (loginBody.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(loginBody)}`);
  const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const userId = Number(loginBody.data.userInfo.userId);
  const catalog = await (await fetch(`${url}/demo/catalog.json`)).json();
  const vid = (Array.isArray(catalog) ? catalog : catalog.videos ?? catalog.entries ?? []).find((entry) => entry.vid)?.vid;
  if (!vid) throw new Error('no vid in /demo/catalog.json');

  const heartbeat = JSON.stringify({
    actionContext: null,
    actionId: 1000,
    appId: 'ddi-pc',
    appName: 'DDI Learner',
    appVersion: '0.1.0-th',
    learningPathMetaId: null,
    result: null,
    userId,
    objectIds: ['/pc/home', null],
    clientInfo: { userAgent: 'autocannon', screen: '1280x800', lang: 'th_TH' },
  });
  // The player's view beacon (player-element/src/platform/statistics.ts; docs/api.md "View statistics").
  const pid = 'benchPid0001';
  const [flow, pd, cts, duration] = ['0', '10', '30', '120'];
  const sign = createHash('md5').update(`ddi-vod-stats${pid}${vid}${flow}${pd}${cts}`).digest('hex');
  const viewQuery = new URLSearchParams({
    pid, vid, uid: vid.slice(0, 10), flow, ts: String(Date.now()), href: Buffer.from('http://127.0.0.1/bench').toString('base64'),
    duration, cts, sd: '30', pd, sign, pn: 'HTML5', pv: '0.1.0',
  });

  const requests = {
    heartbeat: { key: 'POST /hb/v1/heartbeat/', table: 'heartbeats', request: { method: 'POST', path: '/hb/v1/heartbeat/', headers: { 'content-type': 'application/json', cookie }, body: heartbeat } },
    'view beacon': { key: 'GET /vod/stats/view', table: 'vod_view_stats', request: { method: 'GET', path: `/vod/stats/view?${viewQuery}`, headers: {} } },
  };
  // The course page's call (learner-app fetchCourse): the first demo course the demo user can open.
  for (let id = 1; id <= 50; id++) {
    const path = `/ddilearner/v2/user/learningpathes/${id}`;
    const text = await (await fetch(`${url}${path}`, { headers: { cookie } })).text();
    if (text.includes('"code":0')) {
      requests['course page'] = { key: 'GET /ddilearner/v2/user/learningpathes/:id', request: { method: 'GET', path, headers: { cookie } } };
      break;
    }
  }
  if (!requests['course page']) throw new Error('the demo user can open no course among ids 1–50');
  return requests;
}
