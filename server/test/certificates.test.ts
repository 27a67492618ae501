import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates, learningPaths, stepCompletions } from '../src/db/learning-schema.js';
import { users } from '../src/db/schema.js';
import { eraseLearner } from '../src/services/erasure.js';
import { body, logIn, sharedServer, TestClock } from './helpers.js';

interface Certificate {
  code: string;
  courseId: number;
  courseName: string;
  completedAt: string;
  issuedAt: string;
}

const clock = new TestClock();
const server = sharedServer({ clock });
const db = () => server().database.db;

const get = (url: string, headers: Record<string, string> = {}) => server().inject({ method: 'GET', url, headers });
const listed = async (cookie: string, language?: string) => {
  const response = await get('/ddilearner/v1/user/certificates', { cookie, ...(language ? { 'accept-language': language } : {}) });
  expect(body(response).code, response.body).toBe(0);
  return body<Certificate[]>(response).data;
};
const check = (code: string, address = '10.95.0.9') => server().inject({ method: 'GET', url: `/ddilearner/v1/certificates/${encodeURIComponent(code)}`, remoteAddress: address });

async function userId(username: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

let graduateCookie = '';
let demoCookie = '';
let openCourseId = 0;
/** When the graduate finished the all-open Coaching for Success: the end of the seeded post-test. */
const FINISHED = '2025-03-24T02:14:00.000Z';

beforeAll(async () => {
  graduateCookie = await logIn(server(), { username: 'graduate', address: '10.95.0.1' });
  demoCookie = await logIn(server(), { address: '10.95.0.2' });
  const [course] = await db().select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'coaching-open'));
  openCourseId = course?.id ?? 0;
});

describe('a learner who finished every step of a course holds a certificate of it', () => {
  it('the graduate’s finished course gives one certificate, dated when its last step was finished, with a code of three groups of four', async () => {
    const [certificate, ...others] = await listed(graduateCookie);

    expect(others).toEqual([]);
    expect(certificate).toMatchObject({ courseId: openCourseId, courseName: 'Coaching for Success', completedAt: FINISHED, issuedAt: clock.now().toISOString() });
    expect(certificate?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('is issued once: asked again later, the same code and the same dates', async () => {
    const first = await listed(graduateCookie);
    clock.advance(60_000);

    expect(await listed(graduateCookie)).toEqual(first);
  });

  it('a course with a step not finished gives none (the demo learner finished only the pre-test)', async () => {
    expect(await listed(demoCookie)).toEqual([]);
  });

  it('the course name comes in the request’s language', async () => {
    const [certificate] = await listed(graduateCookie, 'th');

    expect(certificate?.courseName).toBe('การโค้ชเพื่อความสำเร็จ');
  });

  it('is issued when the last step is finished, dated then; and kept when the course later counts as unfinished', async () => {
    const graduate = await userId('graduate');
    const scenario = and(eq(stepCompletions.userId, graduate), eq(stepCompletions.learningPathId, openCourseId), eq(stepCompletions.step, 3));
    const [kept] = await db().select().from(stepCompletions).where(scenario);
    await db().delete(certificates).where(eq(certificates.userId, graduate));
    await db().delete(stepCompletions).where(scenario);
    try {
      expect(await listed(graduateCookie)).toEqual([]);

      const finishedAt = clock.now();
      await db().insert(stepCompletions).values({ userId: graduate, learningPathId: openCourseId, step: 3, completedAt: finishedAt });
      clock.advance(60_000);
      const [issued] = await listed(graduateCookie);
      expect(issued).toMatchObject({ completedAt: finishedAt.toISOString(), issuedAt: clock.now().toISOString() });

      await db().delete(stepCompletions).where(scenario);
      expect(await listed(graduateCookie)).toEqual([issued]);
    } finally {
      await db().delete(stepCompletions).where(scenario);
      if (kept) await db().insert(stepCompletions).values(kept);
    }
  });

  it('answers 106 without a session', async () => {
    const response = await get('/ddilearner/v1/user/certificates');

    expect(body(response).code).toBe(106);
  });
});

describe('anybody with a certificate’s code can check it', () => {
  it('without a session: whose it is, of which course, since when; dashes, spaces and case do not matter', async () => {
    const [certificate] = await listed(graduateCookie);
    const code = certificate?.code ?? '';

    for (const typed of [code, code.replace(/-/g, ''), ` ${code.toLowerCase().replace(/-/g, ' ')} `]) {
      const response = await check(typed);
      expect(body(response), typed).toMatchObject({ code: 0, data: { ...certificate, learnerName: 'Nina Graduate' } });
    }
  });

  it('reads I and L as 1 and O as 0, as Crockford’s alphabet does', async () => {
    const [certificate] = await listed(graduateCookie);
    const code = certificate?.code ?? '';
    const misread = code.replace(/1/g, 'l').replace(/0/g, 'O');

    expect(body(await check(misread)).data).toMatchObject({ code });
  });

  it('a code that matches none, or is not a code, answers 404', async () => {
    for (const typed of ['0000-0000-0000', 'not a code', 'UUUU-UUUU-UUUU']) {
      const response = await check(typed, '10.95.1.1');
      expect(response.statusCode, typed).toBe(404);
      expect(body(response)).toMatchObject({ code: 404, data: null });
    }
  });

  it('an ID with other characters than letters, digits, dashes and spaces is refused with 400 and not counted', async () => {
    for (const typed of ['7K2M.9QXD.4HCT', "' OR 1=1 --"]) {
      const response = await check(typed, '10.95.1.2');
      expect(response.statusCode, typed).toBe(400);
      expect(body(response)).toMatchObject({ code: 400, data: null });
    }
  });

  it('codes that match none are limited per address (30 in 15 minutes); a matching one does not count', async () => {
    const [certificate] = await listed(graduateCookie);
    for (let index = 0; index < 29; index += 1) expect((await check(`0000-0000-${String(index).padStart(4, '0')}`, '10.95.2.1')).statusCode).toBe(404);
    expect((await check(certificate?.code ?? '', '10.95.2.1')).statusCode).toBe(200);
    expect((await check('0000-0000-0029', '10.95.2.1')).statusCode).toBe(404);

    const blocked = await check(certificate?.code ?? '', '10.95.2.1');
    expect(blocked.statusCode).toBe(429);
    expect((await check(certificate?.code ?? '', '10.95.2.2')).statusCode).toBe(200);
  });
});

describe('erasing a learner removes their certificates', () => {
  it('after the erasure the code checks as unknown', async () => {
    const [certificate] = await listed(graduateCookie);
    const graduate = await userId('graduate');

    const request = await server().inject({ method: 'POST', url: '/ddilearner/v1/user/datarequest', headers: { cookie: graduateCookie }, payload: { type: 'erasure', text: 'Please erase me' } });

    const result = await eraseLearner(db(), graduate, { requestId: body<{ id: number }>(request).data.id, actor: 'dpo@example.com', now: clock.now() });

    expect(result.counts.certificates).toBe(1);
    expect((await check(certificate?.code ?? '', '10.95.3.1')).statusCode).toBe(404);
  });
});
