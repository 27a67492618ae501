import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { vodExamLogs, vodVisitorRecords } from '../src/db/video-schema.js';
import { body, countRows, sharedServer, testServer } from './helpers.js';
import { decodeVideoInfo, vids } from './vod-helpers.js';

interface QuizQuestion {
  examId: string;
  type: number;
  question: string;
  choices: { answer: string; right_answer: number }[];
  illustration: string;
  skip: boolean;
  multi: number;
  showTime: number;
  answer: string;
  wrongAnswer: string;
  wrongTime: number;
  skipWrongButton: boolean;
}

interface Rec {
  vid: string;
  title: string;
  firstImage: string;
  duration: number;
}

const unknownVid = `a${'0'.repeat(31)}_a`;

async function info(server: FastifyInstance, vid: string): Promise<Record<string, unknown>> {
  const response = await server.inject({ url: `/vod/secure/${vid}.json` });
  return decodeVideoInfo(vid, response.json<{ body: string }>().body);
}

const examLog = (vid: string, overrides: Record<string, string | number> = {}) => ({
  eid: 'quiz-q1',
  question: 'What builds trust in a new team?',
  vid,
  uid: vid.slice(0, 10),
  pid: 'pid-1',
  correct: 1,
  answer: JSON.stringify(['Keeping the promises you make']),
  viewerId: 'viewer42',
  ...overrides,
});

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)])).toString();

const visitorRecord = (overrides: Record<string, unknown> = {}) => ({
  id: 'visitor-f1',
  time: '00:00:05',
  title: 'Register for the leadership programme',
  userhref: 'https://learner.example.com/course/1',
  vid: vids.visitor,
  img: '/media/overlays/banner.svg',
  link: 'https://example.com/register',
  field: [
    { name: 'name', value: 'Alice', msg: 'Your name', type: 'input' },
    { name: 'company', value: 'Acme', msg: 'Your company', type: 'input' },
    { name: 'note', value: 'Delegation, please', msg: 'What would you like to learn?', type: 'textarea' },
  ],
  ...overrides,
});

describe('exam list (GET /vod/exam/list, JSONP)', () => {
  const server = sharedServer();

  it('lists the questions of a video with every field of the spec (§3 quiz question)', async () => {
    const response = await server().inject({ url: `/vod/exam/list?vid=${vids.quiz}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const { code, message, data } = body<QuizQuestion[]>(response);
    expect({ code, message }).toEqual({ code: 0, message: '' });
    expect(data.map((q) => [q.examId, q.showTime])).toEqual([['quiz-q1', 3], ['quiz-q2', 8], ['quiz-q3', 14]]);
    expect(data[0]).toEqual({
      examId: 'quiz-q1',
      type: 0,
      question: 'What builds trust in a new team?',
      choices: [
        { answer: 'Keeping the promises you make', right_answer: 1 },
        { answer: 'Having all the answers', right_answer: 0 },
        { answer: 'Avoiding difficult conversations', right_answer: 0 },
      ],
      illustration: '/media/overlays/illustration.svg',
      skip: false,
      multi: 0,
      showTime: 3,
      answer: expect.any(String) as unknown,
      wrongAnswer: '',
      wrongTime: 1,
      skipWrongButton: false,
    });
    expect(data[1]).toMatchObject({ multi: 1, skip: true, wrongTime: -1, wrongAnswer: expect.stringMatching(/./) as unknown });
    expect(data[1]?.choices.filter((choice) => choice.right_answer === 1)).toHaveLength(2);
    expect(data[2]).toMatchObject({ multi: 0, skip: true, skipWrongButton: true });
  });

  it('answers an empty list for a video without questions, JSONP with callback', async () => {
    expect(body((await server().inject({ url: `/vod/exam/list?vid=${vids.mp4}` }))).data).toEqual([]);
    const jsonp = await server().inject({ url: `/vod/exam/list?vid=${vids.quiz}&callback=cb` });
    expect(jsonp.headers['content-type']).toContain('application/javascript');
    expect(jsonp.body).toMatch(/^\/\*\*\/cb\(\{"code":0,"message":"","data":\[\{"examId":"quiz-q1"/);
  });

  it('unknown vid → 404, malformed vid → 400 naming it', async () => {
    const unknown = await server().inject({ url: `/vod/exam/list?vid=${unknownVid}` });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ code: 404, data: null });
    const bad = await server().inject({ url: '/vod/exam/list?vid=nope' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('querystring/vid');
  });
});

describe('exam log (POST /vod/exam/log): written before the answer', () => {
  const server = sharedServer();

  it('stores a form-encoded log (cross-origin simple request) and a JSON one', async () => {
    const before = await countRows(server(), vodExamLogs);
    const encoded = await server().inject({
      method: 'POST',
      url: '/vod/exam/log',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://lms.example.com' },
      payload: form(examLog(vids.quiz)),
    });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['access-control-allow-origin']).toBe('*');
    expect(encoded.json()).toEqual({ code: 0, message: '', data: null });
    const json = await server().inject({
      method: 'POST',
      url: '/vod/exam/log',
      payload: examLog(vids.quiz, { eid: 'quiz-q2', correct: 0, answer: JSON.stringify(['Keep the goal to yourself', 'Change the goal every week']), viewerId: '' }),
    });
    expect(json.statusCode).toBe(200);
    expect(await countRows(server(), vodExamLogs)).toBe(before + 2);
    const rows = body<{ rows: Record<string, unknown>[] }>(await server().inject({ url: `/dev/vod-exam-logs?vid=${vids.quiz}` })).data.rows;
    expect(rows[0]).toMatchObject({ eid: 'quiz-q2', correct: 0, answer: ['Keep the goal to yourself', 'Change the goal every week'], viewerId: null });
    expect(rows[1]).toEqual({
      receivedAt: expect.any(String) as unknown,
      eid: 'quiz-q1',
      question: 'What builds trust in a new team?',
      vid: vids.quiz,
      uid: vids.quiz.slice(0, 10),
      pid: 'pid-1',
      correct: 1,
      answer: ['Keeping the promises you make'],
      viewerId: 'viewer42',
    });
  });

  it('bad fields → 400 naming them, and nothing is written', async () => {
    const before = await countRows(server(), vodExamLogs);
    const cases: [Record<string, string | number>, string][] = [
      [{ correct: 2 }, 'body/correct'],
      [{ uid: 'abcdefghij' }, 'body/uid'],
      [{ answer: 'not json' }, 'body/answer'],
      [{ answer: '{"a":1}' }, 'body/answer'],
      [{ pid: 'bad pid!' }, 'body/pid'],
      [{ vid: 'nope', uid: 'nopenopeno' }, 'body/vid'],
      [{ eid: '' }, 'body/eid'],
    ];
    for (const [overrides, field] of cases) {
      const response = await server().inject({
        method: 'POST',
        url: '/vod/exam/log',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form(examLog(vids.quiz, overrides)),
      });
      expect(response.statusCode, field).toBe(400);
      expect(body(response).message, field).toContain(field);
    }
    const { question: _question, ...missing } = examLog(vids.quiz);
    const noQuestion = await server().inject({ method: 'POST', url: '/vod/exam/log', payload: missing });
    expect(body(noQuestion).message).toContain('body/question');
    const unknown = await server().inject({ method: 'POST', url: '/vod/exam/log', payload: examLog(unknownVid) });
    expect(unknown.statusCode).toBe(404);
    expect(await countRows(server(), vodExamLogs)).toBe(before);
  });
});

describe('visitor forms (GET /vod/visitor/list, POST /vod/visitor/record)', () => {
  const server = sharedServer();
  const post = (data: unknown, encoded = true) =>
    server().inject({
      method: 'POST',
      url: '/vod/visitor/record',
      ...(encoded
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ data: typeof data === 'string' ? data : JSON.stringify(data) }) }
        : { payload: { data: JSON.stringify(data) } }),
    });

  it('lists the form with its h:m:s time, banner and fields (value always "")', async () => {
    const response = await server().inject({ url: `/vod/visitor/list?vid=${vids.visitor}` });
    expect(body(response)).toEqual({
      code: 0,
      message: '',
      data: [
        {
          qid: 'visitor-f1',
          time: '00:00:05',
          title: 'Register for the leadership programme',
          imagelink: '/media/overlays/banner.svg',
          link: 'https://example.com/register',
          fields: [
            { name: 'name', type: 'input', msg: 'Your name', value: '' },
            { name: 'company', type: 'input', msg: 'Your company', value: '' },
            { name: 'note', type: 'textarea', msg: 'What would you like to learn?', value: '' },
          ],
        },
      ],
    });
    const jsonp = await server().inject({ url: `/vod/visitor/list?vid=${vids.visitor}&callback=jQuery1_2` });
    expect(jsonp.body).toMatch(/^\/\*\*\/jQuery1_2\(\{"code":0/);
    expect((await server().inject({ url: `/vod/visitor/list?vid=${unknownVid}` })).statusCode).toBe(404);
  });

  it('stores a record with every field (form field data, or JSON { data })', async () => {
    const before = await countRows(server(), vodVisitorRecords);
    const response = await post(visitorRecord());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, message: '', data: null });
    expect((await post(visitorRecord({ title: 'second' }), false)).statusCode).toBe(200);
    expect(await countRows(server(), vodVisitorRecords)).toBe(before + 2);
    const rows = body<{ rows: Record<string, unknown>[] }>(await server().inject({ url: `/dev/vod-visitor-records?vid=${vids.visitor}` })).data.rows;
    const { id: _id, field, ...rest } = visitorRecord();
    expect(rows[1]).toEqual({ receivedAt: expect.any(String) as unknown, qid: 'visitor-f1', ...rest, fields: field });
  });

  it('every field value required non-empty after trimming, ≤ 1000 chars; bad JSON → 400; nothing written', async () => {
    const before = await countRows(server(), vodVisitorRecords);
    const fields = visitorRecord().field;
    const withValue = (value: string) => visitorRecord({ field: [{ ...fields[0], value }, ...fields.slice(1)] });
    const cases: [unknown, string][] = [
      [withValue('   '), 'body/data/field/0/value must not be blank'],
      [withValue(''), 'body/data/field/0/value'],
      [withValue('x'.repeat(1001)), 'body/data/field/0/value must not be longer than 1000'],
      ['{"id":', 'body/data must be JSON'],
      ['[1,2]', 'body/data must be a JSON object'],
      [visitorRecord({ field: [] }), 'body/data/field'],
      [visitorRecord({ vid: 'nope' }), 'body/data/vid'],
      [visitorRecord({ time: '5 seconds' }), 'body/data/time'],
      [visitorRecord({ field: [{ ...fields[0], type: 'select' }] }), 'body/data/field/0/type'],
    ];
    for (const [data, message] of cases) {
      const response = await post(data);
      expect(response.statusCode, message).toBe(400);
      expect(body(response).message, message).toContain(message);
    }
    const missing = await server().inject({ method: 'POST', url: '/vod/visitor/record', payload: {} });
    expect(body(missing).message).toContain('body/data');
    expect((await post(visitorRecord({ vid: unknownVid }))).statusCode).toBe(404);
    expect(await countRows(server(), vodVisitorRecords)).toBe(before);
  });
});

describe('slides, PPT and recommendations', () => {
  const server = sharedServer();

  it('PPT JSON by id: { ppt: { page: [{ title, t_img, sec, text }] } }; unknown → 404', async () => {
    const response = await server().inject({ url: '/vod/ppt/ppt-slides.json' });
    expect(response.statusCode).toBe(200);
    const { ppt } = response.json<{ ppt: { page: { title: string; t_img: string; sec: number; text: string }[] } }>();
    expect(ppt.page.map((page) => [page.sec, page.t_img])).toEqual([
      [0, '/media/overlays/slide-1.svg'],
      [6, '/media/overlays/slide-2.svg'],
      [12, '/media/overlays/slide-3.svg'],
      [18, '/media/overlays/slide-4.svg'],
    ]);
    expect(ppt.page[1]).toEqual({ title: 'Building trust', t_img: '/media/overlays/slide-2.svg', sec: 6, text: expect.stringMatching(/./) as unknown });
    expect((await server().inject({ url: '/vod/ppt/ppt-unknown.json' })).statusCode).toBe(404);
    expect((await server().inject({ url: '/vod/ppt/bad%20id.json' })).statusCode).toBe(400);
  });

  it('slides by vid, ascending by start second (JSONP too)', async () => {
    const response = await server().inject({ url: `/vod/slides?vid=${vids.slides}` });
    expect(body(response)).toEqual({
      code: 0,
      message: '',
      data: [1, 2, 3, 4].map((n) => ({ sec: (n - 1) * 6, img: `/media/overlays/slide-${n}.svg` })),
    });
    expect((await server().inject({ url: `/vod/slides?vid=${vids.slides}&callback=cb` })).body).toMatch(/^\/\*\*\/cb\(/);
    expect(body(await server().inject({ url: `/vod/slides?vid=${vids.mp4}` })).data).toEqual([]);
    expect((await server().inject({ url: `/vod/slides?vid=${unknownVid}` })).statusCode).toBe(404);
  });

  it('recommendations list other openly playable videos, never the video itself', async () => {
    const response = await server().inject({ url: `/vod/recommend/${vids.endscreen}.rjson` });
    expect(response.statusCode).toBe(200);
    const lists = response.json<Record<'related' | 'newest' | 'hottest' | 'recommended', Rec[]>>();
    expect(lists.related.length).toBeGreaterThanOrEqual(6);
    for (const name of ['newest', 'hottest', 'recommended'] as const) expect(lists[name].length, name).toBeGreaterThanOrEqual(2);
    const all = Object.values(lists).flat();
    expect(all.some((rec) => rec.vid === vids.endscreen)).toBe(false);
    for (const blocked of [vids.password, vids['status-51'], vids.encrypted, vids['domain-deny'], vids['json-missing']]) {
      expect(all.some((rec) => rec.vid === blocked)).toBe(false);
    }
    expect(lists.related[0]).toEqual({ vid: expect.any(String) as unknown, title: expect.any(String) as unknown, firstImage: '/media/lesson/cover.jpg', duration: 24 });
    expect((await server().inject({ url: `/vod/recommend/${unknownVid}.rjson` })).statusCode).toBe(404);
    expect((await server().inject({ url: '/vod/recommend/nope.rjson' })).statusCode).toBe(400);
  });
});

describe('video info of the overlay videos', () => {
  const server = sharedServer();

  it('interactive_video is 1 with questions or visitor forms, else 0', async () => {
    expect((await info(server(), vids.quiz)).interactive_video).toBe(1);
    expect((await info(server(), vids.visitor)).interactive_video).toBe(1);
    expect((await info(server(), vids.interactive)).interactive_video).toBe(1);
    const plain = await info(server(), vids.mp4);
    expect(plain).toMatchObject({ interactive_video: 0, adMatter: [], ppt: '', tail_show: 0, tail_url: '', tail_time: 0 });
    for (const absent of ['adText', 'teaser_show', 'teaser_url', 'tailRecommendOpt', 'spread']) expect(plain, absent).not.toHaveProperty(absent);
  });

  it('ads: adMatter with start, pause, end video, popup and the adtype-3 item; adText', async () => {
    const ads = await info(server(), vids.ads);
    const matter = ads.adMatter as Record<string, unknown>[];
    expect(matter.map((item) => [item.adtype, item.location])).toEqual([[1, 1], [1, 2], [2, 3], [1, 4], [3, 1]]);
    expect(matter[0]).toMatchObject({ matterurl: '/media/overlays/ad-start.svg', addrurl: 'https://example.com/ad', timesize: 5, skipenabled: 1, skiptime: 2 });
    expect(matter[1]).toMatchObject({ timesize: 0 });
    expect(matter[2]).toMatchObject({ matterurl: '/media/lesson/mp4/lesson-360p.mp4', timesize: 4, skipenabled: 1, skiptime: 0 });
    expect(matter[3]).toMatchObject({ matterurl: '/media/overlays/ad-popup.svg', poplocation: 2, popuptime: 2, adwidth: 360, adheight: 120 });
    for (const item of matter) {
      expect(Object.keys(item).sort()).toEqual(
        ['adid', 'adtype', 'location', 'matterurl', 'addrurl', 'timesize', 'cataid', 'skipenabled', 'skiptime', 'skipbutton', 'popuptime', 'poplocation', 'adwidth', 'adheight'].sort(),
      );
    }
    expect(ads.adText).toEqual({ text: 'Leadership summit 2027 — register now', url: 'https://example.com/summit' });
  });

  it('teaser (image) and tail clip (mp4), end screen, spread, ppt', async () => {
    expect(await info(server(), vids.teaser)).toMatchObject({
      teaser_show: 1,
      teaser_url: '/media/lesson/cover.jpg',
      teaser_time: 3,
      tail_show: 1,
      tail_url: '/media/lesson/mp4/lesson-360p.mp4',
      tail_time: 3,
    });
    expect(await info(server(), vids.endscreen)).toMatchObject({ seed: 1, tailRecommendOpt: { type: 1 } });
    expect((await info(server(), vids.spread)).spread).toEqual({
      tg_url: 'https://example.com/academy',
      tg_position: 'top',
      tg_content: 'txt:New: the Coaching for Performance course is open',
      tg_opacity: 90,
    });
    expect((await info(server(), vids.slides)).ppt).toBe('ppt-slides');
    expect(await info(server(), vids.interactive)).toMatchObject({ ppt: 'ppt-interactive', spread: { tg_position: 'top' } });
  });

  it('the catalogue tags the overlay videos; the SVGs are served as image/svg+xml with CORS', async () => {
    const catalog = (await server().inject({ url: '/demo/catalog.json' })).json<{ vid?: string; features: string[] }[]>();
    const tags = (vid: string) => catalog.find((entry) => entry.vid === vid)?.features;
    expect(tags(vids.quiz)).toContain('quiz');
    expect(tags(vids.visitor)).toEqual(expect.arrayContaining(['visitor', 'visitor-form']));
    expect(tags(vids.teaser)).toEqual(expect.arrayContaining(['teaser', 'tail']));
    expect(tags(vids.slides)).toEqual(expect.arrayContaining(['slides', 'ppt']));
    for (const slug of ['ads', 'endscreen', 'spread', 'interactive'] as const) expect(tags(vids[slug]), slug).toContain(slug);
    const svg = await server().inject({ url: '/media/overlays/slide-1.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('DEMO-only readers of the stored rows', () => {
  const server = sharedServer();

  it('/dev/vod-ad-logs lists the ad logs of a video', async () => {
    expect((await server().inject({ url: `/vod/ad/log?adid=ad-start&type=1&vid=${vids.ads}` })).statusCode).toBe(200);
    const rows = body<{ rows: Record<string, unknown>[] }>(await server().inject({ url: `/dev/vod-ad-logs?vid=${vids.ads}` })).data.rows;
    expect(rows).toEqual([{ receivedAt: expect.any(String) as unknown, adid: 'ad-start', type: 1, vid: vids.ads }]);
    expect((await server().inject({ url: '/dev/vod-ad-logs?vid=nope' })).statusCode).toBe(400);
  });

  it('are absent without DEMO', async () => {
    const plain = await testServer({ demo: false });
    try {
      for (const path of ['vod-exam-logs', 'vod-visitor-records', 'vod-ad-logs']) {
        expect((await plain.inject({ url: `/dev/${path}?vid=${vids.quiz}` })).statusCode, path).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});
