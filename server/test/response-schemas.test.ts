import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningPaths } from '../src/db/learning-schema.js';
import { body, logIn, serverSeeingAnswers } from './helpers.js';
import { type InventoryRoute, routeInventory, routeKey } from './route-inventory.js';

/** The areas the learner app talks to (docs/api.md): every route there answers through a response schema. */
const learnerAreas = ['/ddilearner/', '/sr/', '/api/', '/hb/'];

/**
 * Rule "answers something other than JSON": a route that sends a file or audio is serialised by no JSON schema,
 * so it is exempt, by name and with its reason. None of the learner areas has one today (the DNA audio and every
 * other file are served from `/media/` by the static plugin, outside these areas); a route added here must say why.
 */
const answersNonJson = new Map<string, string>();

async function learnerRoutes() {
  return (await routeInventory()).filter((route) => learnerAreas.some((area) => route.url.startsWith(area)));
}

const has2xxSchema = (route: InventoryRoute) => Object.keys(route.schema.response ?? {}).some((status) => /^2(\d\d|xx)$/.test(status));

describe('learner-API answers are serialised by a response schema (issue 25, decisions 0037 and 0039)', () => {
  it('every route of /ddilearner, /sr, /api and /hb declares a 2xx response schema', async () => {
    const routes = await learnerRoutes();
    for (const area of learnerAreas) expect(routes.filter((route) => route.url.startsWith(area)).length, area).toBeGreaterThan(1);
    const missing = routes.filter((route) => !has2xxSchema(route)).map(routeKey);
    expect(missing.filter((key) => !answersNonJson.has(key))).toEqual([]);
    // An exemption names a real route that has no JSON schema (not a stale name).
    for (const key of answersNonJson.keys()) expect(missing, key).toContain(key);
    // Builds the whole app once: slow on a loaded machine.
  }, 120_000);

  describe('a field a handler returns that the schema does not list is not sent', () => {
    let server: FastifyInstance;
    let cookie: string;
    beforeAll(async () => {
      // Every answer's `data` (or each item of it) gains a field no schema lists, just before serialisation.
      server = await serverSeeingAnswers((_request, payload) => {
        const data = (payload as { data?: unknown } | null)?.data;
        for (const item of Array.isArray(data) ? data : [data]) {
          if (item && typeof item === 'object') Object.assign(item, { passwordHash: 'leaked' });
        }
        return payload;
      });
      cookie = await logIn(server);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('in the course list, a course page and the user info', async () => {
      const progress = await server.inject({ method: 'GET', url: '/ddilearner/v2/user/learning/progress', headers: { cookie } });
      const courses = body<{ learningPathMetaId: number }[]>(progress).data;
      expect(courses.length).toBeGreaterThan(0);
      const id = courses[0]!.learningPathMetaId;
      for (const url of ['/ddilearner/v2/user/learning/progress', `/ddilearner/v2/user/learningpathes/${id}`, `/ddilearner/v2/learningpathes/${id}`, '/ddilearner/v1/user/userinfo']) {
        const response = await server.inject({ method: 'GET', url, headers: { cookie } });
        expect(body(response).code, url).toBe(0);
        expect(response.body, url).not.toContain('leaked');
      }
    });
  });

  describe('every field a handler returns is in its schema (nothing the app reads is dropped)', () => {
    let server: FastifyInstance;
    let cookie: string;
    /** What each handler returned, as JSON, before its schema serialised it. */
    const returned = new Map<string, string>();
    beforeAll(async () => {
      server = await serverSeeingAnswers((request, payload) => {
        returned.set(`${request.method} ${request.url}`, JSON.stringify(payload));
        return payload;
      });
      cookie = await logIn(server);
    });
    afterAll(async () => {
      await server?.close();
    });

    /** Sends the call and checks that the answer sent is exactly what the handler returned; the data, for the next call. */
    async function sent<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object): Promise<T> {
      const response = await server.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      expect(body(response).code, `${method} ${url}`).toBe(0);
      expect(response.json(), `${method} ${url}`).toEqual(JSON.parse(returned.get(`${method} ${url}`) ?? 'null'));
      return body<T>(response).data;
    }

    it('in the learner’s calls of /ddilearner, /sr, /api and /hb, with real data in each answer', async () => {
      const { courses, projects } = await sent<{ courses: { id: number; units: { id: number }[] }[]; projects: unknown[] }>('GET', '/sr/v2/coursesOrProjectCourses');
      expect(courses.length * projects.length).toBeGreaterThan(0);
      const tour = await sent<{ id: number }[]>('GET', '/sr/learningtourEN');
      expect(tour.some((entry) => entry.id === 0)).toBe(true);
      const course = courses[0]!;
      await sent('GET', `/ddilearner/v2/user/units/${course.units[0]!.id}`);
      const note = await sent<{ noteId: number }>('POST', '/ddilearner/v1/user/notes/add', { unitId: course.units[0]!.id, position: 1, text: 'A note' });
      await sent('POST', `/ddilearner/v1/user/notes/update/${note.noteId}`, { text: 'Edited' });
      expect(await sent<unknown[]>('GET', `/ddilearner/v1/user/notes/${course.units[0]!.id}`)).toHaveLength(1);
      expect(await sent<unknown[]>('GET', `/ddilearner/v1/user/notes/course/${course.id}`)).toHaveLength(1);
      expect(await sent<unknown[]>('GET', '/ddilearner/v1/user/notes')).toHaveLength(1);
      // Learning time and the weekly goal (decision 0097).
      expect(await sent('POST', '/ddilearner/v1/user/activity/goal', { minutes: 60 })).toEqual({ goalMinutes: 60 });
      expect(await sent<{ goalMinutes: number; days: unknown[] }>('GET', '/ddilearner/v1/user/activity?tz=Asia%2FBangkok')).toMatchObject({ goalMinutes: 60, days: expect.any(Array) });
      await sent('GET', '/sr/onceino/welcome');
      await sent('POST', '/sr/onceino/welcome');
      const [coaching] = await server.database.db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'coaching'));
      const [feedback] = await server.database.db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'feedback'));
      expect((await sent<{ status: string }>('GET', `/sr/survey/beforeTestRepoteNew/${coaching!.id}`)).status).toBe('ready');
      await sent('GET', `/sr/survey/afterTestReportNew/${coaching!.id}`);
      await sent('GET', `/sr/survey/getSurvey/${feedback!.id}/1`);
      const state = await sent<{ attemptId: number; questions: { id: number; options: { id: number }[] }[] }>('GET', `/sr/survey/show/${feedback!.id}/1/0`);
      const question = state.questions[0]!;
      await sent('POST', '/sr/survey/saveSurveyAnswer', { courseId: feedback!.id, moduleId: 1, attemptId: state.attemptId, questionId: question.id, optionIds: [question.options[0]!.id] });
      await sent('POST', `/sr/survey/reset/${feedback!.id}/1/${state.attemptId}`);
      const options = (await sent<{ options: { id: number }[] }>('GET', `/ddilearner/v2/user/keyActions/${feedback!.id}`)).options;
      await sent('PUT', `/ddilearner/v2/user/keyActions/${feedback!.id}`, { chosen: [options[0]!.id, options[1]!.id] });
      const [entry] = await sent<{ surveyId: number; tourId: number }[]>('GET', '/sr/coursedna/queryCourseDNAList');
      const dna = await sent<{ questions: { id: number; options: { id: number }[] }[] }>('POST', `/sr/learningtourEN/${entry!.tourId}/showSurvey/${entry!.surveyId}`);
      await sent('PUT', `/api/surveys/${entry!.surveyId}`, { elapsedSeconds: 5 });
      await sent('PATCH', `/api/surveys/${entry!.surveyId}`, { questionId: dna.questions[0]!.id, optionId: dna.questions[0]!.options[0]!.id });
      await sent('GET', `/sr/surveys/${entry!.surveyId}/report`);
      await sent('GET', '/hb/v1/configuration/ddi-learner');
    });
  });
});
