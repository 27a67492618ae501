import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { feedback } from '../src/db/learning-schema.js';
import { EXPIRED_CLOSING, LATER_OPENING, demoBroadcastVid } from '../src/db/learning-seed.js';
import { body, countRows, logIn, multi, sharedServer, testDatabase, testServer, TestClock } from './helpers.js';

interface Step {
  step: number;
  status: string;
  opensAt: string | null;
}
interface Course {
  id: number;
  name: string;
  progress: number;
  status: string;
  opensAt: string | null;
  unitCount: number;
  projectId: number | null;
  steps: Step[];
  coverUrl: string | null;
  units: { id: number; position: number; status: string; title: string; videoSeconds: number; watchedSeconds: number }[];
}
interface Project {
  id: number;
  name: string;
  totalCourse: number;
  progress: number;
  status: string;
}
interface Home {
  project: Project | null;
  courses: Course[];
  projects: Project[];
}
interface Tick {
  tickId: number;
  position: number;
  completed: boolean;
}

const get = (server: FastifyInstance, url: string, cookie?: string) => server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (server: FastifyInstance, url: string, payload: unknown, cookie?: string) =>
  server.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function home(server: FastifyInstance, cookie: string, lang = 'EN'): Promise<Home> {
  return body<Home>(await get(server, `/sr/v2/coursesOrProjectCourses?lang=${lang}`, cookie)).data;
}

describe('every learning, feedback and tick call answers 106 without a session', () => {
  const server = sharedServer();
  it.each([
    ['GET', '/sr/learningtour'],
    ['GET', '/sr/learningtourEN'],
    ['GET', '/ddilearner/v2/user/learning/progress'],
    ['GET', '/ddilearner/v2/user/learning/projectProgress'],
    ['GET', '/ddilearner/v2/user/learningpathes/1'],
    ['GET', '/ddilearner/v2/learningpathes/1'],
    ['GET', '/ddilearner/v2/user/learningpathes/itemsLock/1'],
    ['GET', '/sr/v2/coursesOrProjectCourses'],
    ['GET', '/ddilearner/userTicket/verifyUserTicketIsExpire?learningPathMetaId=1'],
    ['GET', `/ddilearner/v2/broadcast?vid=${demoBroadcastVid}`],
    ['GET', '/sr/onceino/learningTour'],
    ['POST', '/sr/onceino/learningTour'],
    ['POST', '/ddilearner/v1/usersSatisficing'],
    ['GET', '/ddilearner/v1/usersSatisficing/learningPathMetaId/1'],
    ['GET', '/ddilearner/v1/usersSatisficingMetas'],
    ['POST', '/ddilearner/v1/user/tick/init/video'],
    ['POST', '/ddilearner/v1/user/tick/update/1'],
    ['POST', '/ddilearner/v1/user/tick/reset/video'],
    ['GET', '/ddilearner/v2/user/units/1'],
    ['POST', '/ddilearner/v2/user/units/1/answers'],
    ['GET', '/ddilearner/v2/user/continue'],
  ])('%s %s', async (method, url) => {
    const response = await server().inject({ method: method as 'GET', url, ...(method === 'POST' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(200);
    expect(body(response).code).toBe(106);
  });
});

describe('bad input gets the 400 envelope', () => {
  const server = sharedServer();
  it.each([
    ['GET', '/ddilearner/v2/user/learningpathes/abc', undefined],
    ['GET', '/ddilearner/v2/user/learning/progress?learningPathMetaIds=1,x', undefined],
    ['GET', '/ddilearner/userTicket/verifyUserTicketIsExpire', undefined],
    ['GET', '/ddilearner/v2/broadcast?vid=%3Cscript%3E', undefined],
    ['GET', '/sr/v2/coursesOrProjectCourses?projectId=0', undefined],
    ['POST', '/ddilearner/v1/user/tick/init/bogus', { learningPathMetaId: 1, unitId: 1 }],
    ['POST', '/ddilearner/v1/user/tick/init/video', { learningPathMetaId: 1 }],
    ['POST', '/ddilearner/v1/user/tick/update/1', { position: -1 }],
    ['POST', '/ddilearner/v1/usersSatisficing', { learningPathMetaId: 1, answers: [{ metaId: 1, score: 9 }] }],
    ['POST', '/ddilearner/v2/user/units/1/answers', { questionId: 1, answer: [] }],
  ])('%s %s', async (method, url, payload) => {
    const cookie = await logIn(server());
    const response = await server().inject({ method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 400, data: null });
  });
});

describe('home lists the learner’s courses and projects with computed counts and lock states', () => {
  const server = sharedServer({ clock: new TestClock() });

  it('courses of their own with open, expired and not-yet-open states; the project counts its courses', async () => {
    const cookie = await logIn(server());
    const data = await home(server(), cookie);
    expect(data.courses.map((course) => [course.name, course.status, course.progress])).toEqual([
      ['Coaching for Success', 'open', 0],
      ['Leading Change', 'expired', 0],
      ['Building Trust', 'notOpen', 0],
    ]);
    expect(data.courses[2]?.opensAt).toBe(LATER_OPENING);
    expect(data.courses[0]?.steps.map((step) => step.status)).toEqual(['finished', 'open', 'open', 'notOpen']);
    expect(data.courses[0]?.steps[3]?.opensAt).toBe(LATER_OPENING);
    expect(data.courses[1]?.steps[0]).toMatchObject({ status: 'expired' });
    expect(EXPIRED_CLOSING < new TestClock().now().toISOString()).toBe(true);
    expect(data.projects).toEqual([expect.objectContaining({ name: 'New Leader Programme', totalCourse: 2, progress: 0, status: 'open' })]);
  });

  it('answers in the request’s language', async () => {
    const cookie = await logIn(server());
    expect((await home(server(), cookie, 'TH')).courses[0]?.name).toBe('การโค้ชเพื่อความสำเร็จ');
    expect((await home(server(), cookie, 'CN')).projects[0]?.name).toBe('新任领导者项目');
    const tour = body<{ name: string }[]>(await get(server(), '/sr/learningtourTW', cookie)).data;
    expect(tour[0]?.name).toBe('輔導成功');
  });

  it('a project’s course list', async () => {
    const cookie = await logIn(server());
    const projectId = (await home(server(), cookie)).projects[0]?.id;
    const data = body<Home>(await get(server(), `/sr/v2/coursesOrProjectCourses?projectId=${projectId}`, cookie)).data;
    expect(data.project).toMatchObject({ totalCourse: 2 });
    expect(data.courses.map((course) => course.name)).toEqual(['Delegating with Confidence', 'Feedback That Works']);
    expect(body(await get(server(), '/sr/v2/coursesOrProjectCourses?projectId=999', cookie)).code).toBe(404);
  });
});

describe('progress is computed on the server from ticks', () => {
  const server = sharedServer({ clock: new TestClock() });

  it('a video tick completes only near the end the server knows; the unit becomes finished and progress rises', async () => {
    const cookie = await logIn(server());
    const course = (await home(server(), cookie)).courses[0];
    if (!course) throw new Error('no course');
    const unit = course.units[1];
    if (!unit) throw new Error('no unit');
    const ids = { learningPathMetaId: course.id, unitId: unit.id };

    const init = body<Tick>(await post(server(), '/ddilearner/v1/user/tick/init/video', ids, cookie)).data;
    // The whole Tick of docs/api.md, each field (the route's response schema must not drop one).
    expect(init).toEqual({ tickId: expect.any(Number), type: 'video', unitId: unit.id, position: 0, maxPosition: 0, completed: false, completedAt: null });
    let detail = body<Course>(await get(server(), `/ddilearner/v2/user/learningpathes/${course.id}`, cookie)).data;
    expect(detail.units[1]?.status).toBe('notFinished');

    // A client claiming completion early is not believed.
    const early = body<Tick>(await post(server(), `/ddilearner/v1/user/tick/update/${init.tickId}`, { position: 5, completed: true }, cookie)).data;
    expect(early).toMatchObject({ position: 5, completed: false });
    const unitView = body<{ resumeAt: number }>(await get(server(), `/ddilearner/v2/user/units/${unit.id}`, cookie)).data;
    expect(unitView.resumeAt).toBe(5);

    const done = body<Tick>(await post(server(), `/ddilearner/v1/user/tick/update/${init.tickId}`, { position: 23.5, completed: true }, cookie)).data;
    expect(done).toEqual({ ...init, position: 23, maxPosition: 23, completed: true, completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    detail = body<Course>(await get(server(), `/ddilearner/v2/user/learningpathes/${course.id}`, cookie)).data;
    // Unit 2 has one practice question not yet answered: finished, not study completed.
    expect(detail.units[1]?.status).toBe('finished');
    expect(detail.progress).toBe(33);
    const progress = body<{ learningPathMetaId: number; progress: number }[]>(
      await get(server(), `/ddilearner/v2/user/learning/progress?learningPathMetaIds=${course.id}`, cookie),
    ).data;
    expect(progress).toEqual([expect.objectContaining({ learningPathMetaId: course.id, progress: 33, finishedUnits: 1 })]);

    // Answering its practice question completes the study.
    type UnitQuestion = { id: number; kind: string; options: { id: string }[]; result: unknown };
    const unitData = body<{ questions: UnitQuestion[] }>(await get(server(), `/ddilearner/v2/user/units/${unit.id}`, cookie)).data;
    // The whole unit of docs/api.md, each field (the route's response schema must not drop one).
    expect(unitData).toEqual({
      id: unit.id,
      learningPathMetaId: course.id,
      courseName: course.name,
      position: unit.position,
      title: unit.title,
      status: 'finished',
      video: { src: expect.any(String), vid: expect.any(String) },
      videoSeconds: unit.videoSeconds,
      resumeAt: 0,
      essenceNotes: expect.stringMatching(/\S/),
      case: expect.stringMatching(/\S/),
      jobAid: expect.stringMatching(/\S/),
      questions: expect.arrayContaining([expect.objectContaining({ kind: 'practice' })]),
    });
    const question = unitData.questions.find((entry) => entry.kind === 'practice');
    expect(question).toEqual({ id: expect.any(Number), kind: 'practice', type: 'single', stem: expect.stringMatching(/\S/), options: expect.any(Array), result: null });
    expect(question?.options[0]).toEqual({ id: 'A', text: expect.stringMatching(/\S/) });
    const graded = body<{ correct: boolean; correctAnswer: string[]; analysis: string }>(
      await post(server(), `/ddilearner/v2/user/units/${unit.id}/answers`, { questionId: question?.id, answer: ['A'] }, cookie),
    ).data;
    // The whole QuestionResult, each field.
    const result = { answer: ['A'], correct: false, correctAnswer: ['B'], referenceAnswer: null, analysis: expect.stringMatching(/purpose/) };
    expect(graded).toEqual(result);
    const answered = body<{ questions: UnitQuestion[] }>(await get(server(), `/ddilearner/v2/user/units/${unit.id}`, cookie)).data;
    expect(answered.questions.find((entry) => entry.id === question?.id)?.result).toEqual(result);
    detail = body<Course>(await get(server(), `/ddilearner/v2/user/learningpathes/${course.id}`, cookie)).data;
    expect(detail.units[1]?.status).toBe('studyCompleted');

    // Reset starts the video again but keeps the completion.
    const reset = body<Tick>(await post(server(), '/ddilearner/v1/user/tick/reset/video', ids, cookie)).data;
    expect(reset).toMatchObject({ position: 0, completed: true });
  });

  it('another learner’s tick, course or unit is not found', async () => {
    const demoCookie = await logIn(server());
    const course = (await home(server(), demoCookie)).courses[0];
    const unitId = course?.units[0]?.id ?? 0;
    const tick = body<Tick>(await post(server(), '/ddilearner/v1/user/tick/init/essenceNotes', { learningPathMetaId: course?.id, unitId }, demoCookie)).data;
    const multiCookie = await logIn(server(), { username: multi.username });
    const foreign = await post(server(), `/ddilearner/v1/user/tick/update/${tick.tickId}`, { position: 1 }, multiCookie);
    expect(body(foreign).code).toBe(404);
    // A unit of a course the learner is not enrolled in, or of another course than named.
    expect(body(await post(server(), '/ddilearner/v1/user/tick/init/video', { learningPathMetaId: 999, unitId }, demoCookie)).code).toBe(404);
    expect(body(await get(server(), '/ddilearner/v2/user/learningpathes/999', demoCookie)).code).toBe(404);
    expect(body(await get(server(), '/ddilearner/v2/user/units/99999', demoCookie)).code).toBe(404);
  });
});

describe('learning path, lock, ticket, broadcast and once-only calls', () => {
  const server = sharedServer({ clock: new TestClock() });

  it('answers each for the learner’s own course', async () => {
    const cookie = await logIn(server());
    const course = (await home(server(), cookie)).courses[0];
    const meta = body<{ unitCount: number; units: unknown[] }>(await get(server(), `/ddilearner/v2/learningpathes/${course?.id}`, cookie)).data;
    expect(meta.unitCount).toBe(3);
    const locks = body<Step[]>(await get(server(), `/ddilearner/v2/user/learningpathes/itemsLock/${course?.id}?moduleId=4`, cookie)).data;
    expect(locks).toEqual([expect.objectContaining({ step: 4, status: 'notOpen', opensAt: LATER_OPENING })]);
    const ticket = body(await get(server(), `/ddilearner/userTicket/verifyUserTicketIsExpire?learningPathMetaId=${course?.id}`, cookie)).data;
    expect(ticket).toMatchObject({ expired: false });
    const broadcast = body<{ messages: { text: string }[] }>(await get(server(), `/ddilearner/v2/broadcast?vid=${demoBroadcastVid}&lang=EN`, cookie)).data;
    expect(broadcast.messages[0]?.text).toMatch(/Welcome/);
    expect(body(await get(server(), '/sr/onceino/learningTour', cookie)).data).toMatchObject({ seen: false });
    expect(body(await post(server(), '/sr/onceino/learningTour', {}, cookie)).data).toMatchObject({ seen: true });
    expect(body(await get(server(), '/sr/onceino/learningTour', cookie)).data).toMatchObject({ seen: true });
  });
});

describe('course feedback is stored for the session’s learner', () => {
  const server = sharedServer({ clock: new TestClock() });

  it('stores, reads back, and refuses unknown or missing questions', async () => {
    const cookie = await logIn(server());
    const course = (await home(server(), cookie)).courses[0];
    const metas = body<{ id: number; kind: string; required: boolean }[]>(await get(server(), '/ddilearner/v1/usersSatisficingMetas', cookie)).data;
    expect(metas.map((meta) => meta.kind)).toEqual(['rating', 'rating', 'text']);
    expect(body(await get(server(), `/ddilearner/v1/usersSatisficing/learningPathMetaId/${course?.id}`, cookie)).data).toBeNull();

    const missing = await post(server(), '/ddilearner/v1/usersSatisficing', { learningPathMetaId: course?.id, answers: [{ metaId: metas[0]?.id, score: 5 }] }, cookie);
    expect(body(missing).code).toBe(400);
    const before = await countRows(server(), feedback);
    const answers = [
      { metaId: metas[0]?.id, score: 5 },
      { metaId: metas[1]?.id, score: 4 },
      { metaId: metas[2]?.id, text: ' More cases ' },
    ];
    const stored = await post(server(), '/ddilearner/v1/usersSatisficing', { learningPathMetaId: course?.id, answers }, cookie);
    expect(body(stored).code).toBe(0);
    expect(await countRows(server(), feedback)).toBe(before + 1);
    const read = body<{ answers: unknown[] }>(await get(server(), `/ddilearner/v1/usersSatisficing/learningPathMetaId/${course?.id}`, cookie)).data;
    expect(read.answers).toEqual([
      { metaId: metas[0]?.id, score: 5 },
      { metaId: metas[1]?.id, score: 4 },
      { metaId: metas[2]?.id, text: 'More cases' },
    ]);
    expect(body(await post(server(), '/ddilearner/v1/usersSatisficing', { learningPathMetaId: 999, answers }, cookie)).code).toBe(404);
  });
});

interface Continue {
  learningPathMetaId: number;
  courseName: string;
  unitId: number;
  unitTitle: string;
  position: number;
  videoSeconds: number;
}

describe('continue learning: the last video watched, at its last position; once watched to the end, the next unit', () => {
  const server = sharedServer({ clock: new TestClock() });
  const continueAt = async (cookie: string, lang = 'EN') => body<Continue | null>(await get(server(), `/ddilearner/v2/user/continue?lang=${lang}`, cookie)).data;

  it('nothing to continue before any video was started', async () => {
    const cookie = await logIn(server(), { username: multi.username });
    expect(await continueAt(cookie)).toBeNull();
  });

  /** A fresh server with its own clock, the demo learner logged in, their first course, and a video report call. */
  async function withDemoCourse(
    run: (context: { local: FastifyInstance; clock: TestClock; cookie: string; course: Course; report: (unitId: number, position: number, completed?: boolean) => Promise<void> }) => Promise<void>,
  ) {
    const clock = new TestClock();
    const local = await testServer({ clock });
    try {
      const cookie = await logIn(local);
      const course = (await home(local, cookie)).courses[0]!;
      const report = async (unitId: number, position: number, completed = false) => {
        const init = body<Tick>(await post(local, '/ddilearner/v1/user/tick/init/video', { learningPathMetaId: course.id, unitId }, cookie)).data;
        await post(local, `/ddilearner/v1/user/tick/update/${init.tickId}`, { position, completed }, cookie);
      };
      await run({ local, clock, cookie, course, report });
    } finally {
      await local.close();
    }
  }

  it('the video reported on last wins; its position is where playback resumes; another learner sees only their own', () =>
    withDemoCourse(async ({ local, clock, cookie, course, report }) => {
      const [first, second] = course.units;
      await report(second!.id, 7);
      clock.advance(60_000);
      await report(first!.id, 12);
      const data = body<Continue | null>(await get(local, '/ddilearner/v2/user/continue?lang=EN', cookie)).data;
      expect(data).toMatchObject({ learningPathMetaId: course.id, courseName: course.name, coverUrl: course.coverUrl, unitId: first!.id, unitTitle: first!.title, position: 12 });
      expect(data!.videoSeconds).toBeGreaterThan(12);

      clock.advance(60_000);
      await report(second!.id, 9);
      expect(body<Continue | null>(await get(local, '/ddilearner/v2/user/continue', cookie)).data).toMatchObject({ unitId: second!.id, position: 9 });

      const other = await logIn(local, { username: multi.username });
      expect(body(await get(local, '/ddilearner/v2/user/continue', other)).data).toBeNull();
    }));

  it('each demo course has a 16:9 cover picture, served by the server', () =>
    withDemoCourse(async ({ local, cookie }) => {
      const { courses } = await home(local, cookie);
      expect(courses.length).toBeGreaterThan(0);
      for (const course of courses) {
        expect(course.coverUrl).toMatch(/^\/media\/covers\/[\w-]+\.svg$/);
        const response = await local.inject({ url: course.coverUrl! });
        expect(response.statusCode, course.coverUrl!).toBe(200);
        expect(response.headers['content-type']).toContain('image/svg+xml');
        expect(response.body).toContain('viewBox="0 0 640 360"');
      }
    }));

  it('the course lists how far each unit\'s video was watched: the last position, the whole length once completed, 0 before', () =>
    withDemoCourse(async ({ local, cookie, course, report }) => {
      const [first, second, third] = course.units;
      await report(first!.id, 12);
      await report(second!.id, 5);
      await report(second!.id, second!.videoSeconds, true);
      const units = body<Course>(await get(local, `/ddilearner/v2/user/learningpathes/${course.id}`, cookie)).data!.units;
      expect(units.map((unit) => unit.watchedSeconds)).toEqual([12, second!.videoSeconds, 0]);
      expect(third!.videoSeconds).toBeGreaterThan(0);
    }));

  it('a video watched to the end leads to the next unit from its start; the last unit of a course leads nowhere', () =>
    withDemoCourse(async ({ local, clock, cookie, course, report }) => {
      const watch = async (unitId: number) => {
        const unit = body<{ videoSeconds: number }>(await get(local, `/ddilearner/v2/user/units/${unitId}`, cookie)).data;
        await report(unitId, unit.videoSeconds, true);
        clock.advance(60_000);
      };
      await watch(course.units[0]!.id);
      expect(body(await get(local, '/ddilearner/v2/user/continue', cookie)).data).toMatchObject({ unitId: course.units[1]!.id, position: 0 });
      const last = course.units[course.units.length - 1]!;
      await watch(last.id);
      expect(body(await get(local, '/ddilearner/v2/user/continue', cookie)).data).toBeNull();
    }));
});

/** Every statement `database` sends from now on, in order (its client's `query` and `exec` wrapped). */
function recordQueries(database: Awaited<ReturnType<typeof testDatabase>>): string[] {
  const client = (database.db as unknown as { $client: Record<'query' | 'exec', (...args: unknown[]) => Promise<unknown>> }).$client;
  const sent: string[] = [];
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client);
    client[method] = (...args: unknown[]) => {
      sent.push(String(args[0]));
      return original(...args);
    };
  }
  return sent;
}

describe('the course page is one database round trip (issue 25)', () => {
  it('GET /ddilearner/v2/user/learningpathes/{id} with a session already checked sends one query, whatever the learner’s progress', async () => {
    const database = await testDatabase(true);
    const sent = recordQueries(database);
    const local = await testServer({ database, clock: new TestClock() });
    try {
      const cookie = await logIn(local);
      const course = (await home(local, cookie)).courses[0]!;
      const unit = course.units[0]!;
      await post(local, '/ddilearner/v1/user/tick/init/video', { learningPathMetaId: course.id, unitId: unit.id }, cookie);
      const page = () => get(local, `/ddilearner/v2/user/learningpathes/${course.id}`, cookie);
      expect(body(await page()).code).toBe(0);
      sent.length = 0;
      const again = body<Course>(await page());
      expect(again.data.units[0]?.status).toBe('notFinished');
      expect(sent).toHaveLength(1);
    } finally {
      await local.close();
    }
  });

  it('the course page’s one query is built once per database, not per call (a prepared statement; decision 0073)', async () => {
    const database = await testDatabase(true);
    const local = await testServer({ database, clock: new TestClock() });
    try {
      const cookie = await logIn(local);
      const course = (await home(local, cookie)).courses[0]!;
      const page = () => get(local, `/ddilearner/v2/user/learningpathes/${course.id}`, cookie);
      expect(body(await page()).code).toBe(0);
      const select = vi.spyOn(database.db, 'select');
      try {
        const again = body<Course>(await page());
        expect(again.data.id).toBe(course.id);
        expect(select).not.toHaveBeenCalled();
      } finally {
        select.mockRestore();
      }
    } finally {
      await local.close();
    }
  });

  it('GET /ddilearner/v2/learningpathes/{id} (the course detail) with a session already checked sends one query, with its units', async () => {
    const database = await testDatabase(true);
    const sent = recordQueries(database);
    const local = await testServer({ database, clock: new TestClock() });
    try {
      const cookie = await logIn(local);
      const course = (await home(local, cookie)).courses[0]!;
      const detail = () => get(local, `/ddilearner/v2/learningpathes/${course.id}`, cookie);
      expect(body(await detail()).code).toBe(0);
      sent.length = 0;
      const again = body<{ unitCount: number; units: { id: number; position: number }[] }>(await detail()).data;
      expect(again.units.map((unit) => unit.id)).toEqual(course.units.map((unit) => unit.id));
      expect(again.unitCount).toBe(course.units.length);
      expect(sent).toHaveLength(1);
    } finally {
      await local.close();
    }
  });
});
