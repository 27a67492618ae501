import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { learningPaths, unitNotes, units } from '../src/db/learning-schema.js';
import { users } from '../src/db/schema.js';
import * as notes from '../src/repositories/notes.js';
import { NOTE_MAX_LENGTH, NOTES_PER_UNIT } from '../src/routes/ddilearner/notes-schemas.js';
import { eraseLearner } from '../src/services/erasure.js';
import { body, countRows, demo, logIn, multi, sharedServer, TestClock } from './helpers.js';

interface Note {
  noteId: number;
  unitId: number;
  position: number;
  text: string;
  createdAt: string;
  updatedAt: string;
}

const clock = new TestClock();
const server = sharedServer({ clock });
const db = () => server().database.db;

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  server().inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });
const list = async (unitId: number, cookie: string) => body<Note[]>(await send('GET', `/ddilearner/v1/user/notes/${unitId}`, cookie)).data;
const add = (cookie: string, note: { unitId: number; position: number; text: string }) => send('POST', '/ddilearner/v1/user/notes/add', cookie, note);
const added = async (cookie: string, note: { unitId: number; position: number; text: string }) => {
  const response = await add(cookie, note);
  expect(body(response).code, response.body).toBe(0);
  return body<Note>(response).data;
};
const update = (cookie: string, noteId: number, payload: object) => send('POST', `/ddilearner/v1/user/notes/update/${noteId}`, cookie, payload);
// The app sends an empty JSON object (the call takes no body).
const remove = (cookie: string, noteId: number) => send('POST', `/ddilearner/v1/user/notes/delete/${noteId}`, cookie, {});

function expectRefused(response: LightMyRequestResponse, code: number) {
  expect(response.statusCode, response.body).toBe(code);
  expect(body(response)).toMatchObject({ code, data: null });
}

async function unitsOf(courseCode: string) {
  return db()
    .select({ id: units.id, videoSeconds: units.videoSeconds })
    .from(units)
    .innerJoin(learningPaths, eq(learningPaths.id, units.learningPathId))
    .where(eq(learningPaths.code, courseCode))
    .orderBy(asc(units.position));
}

async function userId(username: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

let demoCookie = '';
let multiCookie = '';
// Demo and multi are enrolled in Coaching for Success; only `newcomer` in its all-open copy.
let unit = { id: 0, videoSeconds: 0 };
let otherUnit = { id: 0, videoSeconds: 0 };
let notEnrolledUnit = 0;

beforeAll(async () => {
  demoCookie = await logIn(server(), { address: '10.93.0.1' });
  multiCookie = await logIn(server(), { username: multi.username, address: '10.93.0.2' });
  const coaching = await unitsOf('coaching');
  unit = coaching[0] ?? unit;
  otherUnit = coaching[1] ?? otherUnit;
  notEnrolledUnit = (await unitsOf('coaching-open'))[0]?.id ?? 0;
  expect(unit.videoSeconds).toBeGreaterThan(0);
  expect(notEnrolledUnit).toBeGreaterThan(0);
});

beforeEach(async () => {
  await db().delete(unitNotes);
});

describe('a learner keeps their own notes on a unit’s video', () => {
  it('a note added is listed, whole; the notes come by position, then in the order written', async () => {
    const late = await added(demoCookie, { unitId: unit.id, position: 20, text: 'Ask an open question' });
    expect(late).toEqual({
      noteId: expect.any(Number),
      unitId: unit.id,
      position: 20,
      text: 'Ask an open question',
      createdAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
    });
    const first = await added(demoCookie, { unitId: unit.id, position: 5, text: 'Listen first' });
    const second = await added(demoCookie, { unitId: unit.id, position: 5, text: 'Then summarise' });
    expect(await list(unit.id, demoCookie)).toEqual([first, second, late]);
    // Only that unit's notes.
    expect(await list(otherUnit.id, demoCookie)).toEqual([]);
  });

  it('updating a note changes its text and updatedAt, not its position or createdAt', async () => {
    const note = await added(demoCookie, { unitId: unit.id, position: 7, text: 'Draft' });
    clock.advance(60_000);
    const response = await update(demoCookie, note.noteId, { text: 'Final words' });
    expect(body(response).code, response.body).toBe(0);
    const changed = { ...note, text: 'Final words', updatedAt: clock.now().toISOString() };
    expect(body<Note>(response).data).toEqual(changed);
    expect(changed.updatedAt).not.toBe(note.updatedAt);
    expect(await list(unit.id, demoCookie)).toEqual([changed]);
  });

  it('deleting a note removes it; deleting it again is not found', async () => {
    const kept = await added(demoCookie, { unitId: unit.id, position: 1, text: 'Keep me' });
    const gone = await added(demoCookie, { unitId: unit.id, position: 2, text: 'Delete me' });
    const response = await remove(demoCookie, gone.noteId);
    expect(body(response)).toEqual({ code: 0, message: '', data: null });
    expect(await list(unit.id, demoCookie)).toEqual([kept]);
    expectRefused(await remove(demoCookie, gone.noteId), 404);
  });

  it('a note’s text is stored without its leading and trailing white space', async () => {
    const note = await added(demoCookie, { unitId: unit.id, position: 3, text: '  \n Two  words \t ' });
    expect(note.text).toBe('Two  words');
    expect(body<Note>(await update(demoCookie, note.noteId, { text: '\t New text  ' })).data.text).toBe('New text');
    expect((await list(unit.id, demoCookie)).map((entry) => entry.text)).toEqual(['New text']);
  });

  it('a course’s notes come unit by unit, in the units’ order, and only the learner’s own', async () => {
    const second = await added(demoCookie, { unitId: otherUnit.id, position: 2, text: 'Second unit' });
    const firstLate = await added(demoCookie, { unitId: unit.id, position: 9, text: 'First unit, later' });
    const firstEarly = await added(demoCookie, { unitId: unit.id, position: 3, text: 'First unit, earlier' });
    await added(multiCookie, { unitId: unit.id, position: 1, text: 'Not demo’s' });
    const [course] = await db().select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'coaching'));
    const response = await send('GET', `/ddilearner/v1/user/notes/course/${course?.id}`, demoCookie);
    expect(body<Note[]>(response).data).toEqual([firstEarly, firstLate, second]);
  });

  it('a course the learner is not enrolled in, or no such course, is not found', async () => {
    const [open] = await db().select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'coaching-open'));
    for (const courseId of [open?.id, 99_999]) expectRefused(await send('GET', `/ddilearner/v1/user/notes/course/${courseId}`, demoCookie), 404);
  });

  it('a note’s position is whole seconds, no later than the end of the unit’s video', async () => {
    expect((await added(demoCookie, { unitId: unit.id, position: 9.9, text: 'Floored' })).position).toBe(9);
    expect((await added(demoCookie, { unitId: unit.id, position: 5000, text: 'Capped' })).position).toBe(unit.videoSeconds);
    expect((await added(demoCookie, { unitId: unit.id, position: 0, text: 'At the start' })).position).toBe(0);
  });
});

interface CourseSummary {
  name: string;
  units: { id: number; title: string }[];
}

interface NotebookCourse {
  courseId: number;
  courseName: string;
  learningOpen: boolean;
  units: { unitId: number; title: string; notes: Note[] }[];
}

const notebook = async (cookie: string, language = 'en') => {
  const response = await server().inject({ method: 'GET', url: '/ddilearner/v1/user/notes', headers: { cookie, 'accept-language': language } });
  expect(body(response).code, response.body).toBe(0);
  return body<NotebookCourse[]>(response).data;
};

describe('the notebook: a learner’s notes on every course (decision 0094)', () => {
  it('is empty without notes', async () => {
    expect(await notebook(demoCookie)).toEqual([]);
  });

  it('groups the notes course by course, the course of the latest written or changed note first, then unit by unit in the units’ order, each unit’s notes by position', async () => {
    const [delegating] = await unitsOf('delegating');
    const coachingLate = await added(demoCookie, { unitId: unit.id, position: 9, text: 'Coaching, later' });
    clock.advance(1000);
    const second = await added(demoCookie, { unitId: otherUnit.id, position: 2, text: 'Coaching, second unit' });
    clock.advance(1000);
    const coachingEarly = await added(demoCookie, { unitId: unit.id, position: 3, text: 'Coaching, earlier' });
    clock.advance(1000);
    const delegated = await added(demoCookie, { unitId: delegating?.id as number, position: 5, text: 'Delegating' });
    const first = await notebook(demoCookie);
    expect(first.map((course) => course.courseName)).toEqual(['Delegating with Confidence', 'Coaching for Success']);
    expect(first[0]?.units).toEqual([{ unitId: delegating?.id, title: expect.any(String), notes: [delegated] }]);
    expect(first[1]?.units.map((entry) => [entry.unitId, entry.notes])).toEqual([
      [unit.id, [coachingEarly, coachingLate]],
      [otherUnit.id, [second]],
    ]);

    clock.advance(1000);
    expect(body(await update(demoCookie, coachingLate.noteId, { text: 'Coaching, rewritten' })).code).toBe(0);
    expect((await notebook(demoCookie)).map((course) => course.courseName)).toEqual(['Coaching for Success', 'Delegating with Confidence']);
  });

  it('names the courses and units in the request’s language, as the course summary does', async () => {
    await added(demoCookie, { unitId: unit.id, position: 1, text: 'ฟังก่อน' });
    const [english] = await notebook(demoCookie, 'en');
    const [thai] = await notebook(demoCookie, 'th');
    expect(english?.courseName).toBe('Coaching for Success');
    expect(thai?.courseName).not.toBe(english?.courseName);
    expect(thai?.courseName).toMatch(/[\u0E00-\u0E7F]/u);
    expect(thai?.units[0]?.title).toMatch(/[\u0E00-\u0E7F]/u);
    const summaryIn = async (language: string) => {
      const url = `/ddilearner/v2/user/learningpathes/${english?.courseId}`;
      return body<CourseSummary>(await server().inject({ method: 'GET', url, headers: { cookie: demoCookie, 'accept-language': language } })).data;
    };
    for (const [entry, summary] of [[english, await summaryIn('en')], [thai, await summaryIn('th')]] as const) {
      expect(entry?.courseName).toBe(summary.name);
      expect(entry?.units[0]?.title).toBe(summary.units.find((candidate) => candidate.id === unit.id)?.title);
    }
  });

  it('courses whose latest notes were written at the same moment come by course id', async () => {
    const [delegating] = await unitsOf('delegating');
    const [trust] = await unitsOf('building-trust');
    const demoId = await userId(demo.username);
    for (const unitId of [trust?.id, delegating?.id, unit.id]) {
      await notes.insert(db(), { userId: demoId, unitId: unitId as number, position: 1, text: 'Same moment', now: clock.now() });
    }
    const ids = (await notebook(demoCookie)).map((course) => course.courseId);
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('holds only the learner’s own notes, and leaves out a course they are no longer enrolled in (its notes kept)', async () => {
    await added(multiCookie, { unitId: unit.id, position: 1, text: 'Not demo’s' });
    const [openUnit] = await unitsOf('coaching-open');
    const kept = await notes.insert(db(), { userId: await userId('demo'), unitId: openUnit?.id as number, position: 2, text: 'From before', now: clock.now() });
    expect(await notebook(demoCookie)).toEqual([]);
    expect(await db().select({ id: unitNotes.id }).from(unitNotes).where(eq(unitNotes.id, kept.id))).toHaveLength(1);
  });

  it('says whether each course’s learning step can be entered now: yes while it is open, not before it opens nor once it has expired', async () => {
    const [changeUnit] = await unitsOf('leading-change');
    const [trustUnit] = await unitsOf('building-trust');
    await notes.insert(db(), { userId: await userId('demo'), unitId: changeUnit?.id as number, position: 2, text: 'Why change fails', now: clock.now() });
    clock.advance(1000);
    await notes.insert(db(), { userId: await userId('demo'), unitId: trustUnit?.id as number, position: 2, text: 'Trust basics', now: clock.now() });
    clock.advance(1000);
    await added(demoCookie, { unitId: unit.id, position: 1, text: 'Open' });
    const open = await notebook(demoCookie);
    // Lessons: Coaching open (2025–2030), Building Trust from September 2030, Leading Change closed at the end of 2025.
    expect(open.map((course) => [course.courseName, course.learningOpen])).toEqual([
      ['Coaching for Success', true],
      ['Building Trust', false],
      ['Leading Change', false],
    ]);
  });
});

describe('bad input is refused with code 400 and nothing is stored', () => {
  const tooLong = 'x'.repeat(NOTE_MAX_LENGTH + 1);

  it.each([
    ['blank text', { position: 1, text: ' \n\t ' }],
    ['empty text', { position: 1, text: '' }],
    [`text over ${NOTE_MAX_LENGTH} characters`, { position: 1, text: tooLong }],
    ['a negative position', { position: -1, text: 'x' }],
    ['a position past a day', { position: 86_401, text: 'x' }],
    ['no text', { position: 1 }],
    ['an unknown field', { position: 1, text: 'x', color: 'red' }],
  ])('adding a note with %s', async (_name, payload) => {
    expectRefused(await send('POST', '/ddilearner/v1/user/notes/add', demoCookie, { unitId: unit.id, ...payload }), 400);
    expect(await countRows(server(), unitNotes)).toBe(0);
  });

  it.each([
    ['blank text', { text: '   ' }],
    [`text over ${NOTE_MAX_LENGTH} characters`, { text: tooLong }],
    ['a new position', { text: 'x', position: 3 }],
  ])('updating a note with %s', async (_name, payload) => {
    const note = await added(demoCookie, { unitId: unit.id, position: 1, text: 'Unchanged' });
    expectRefused(await update(demoCookie, note.noteId, payload), 400);
    expect(await list(unit.id, demoCookie)).toEqual([note]);
  });

  it('text of exactly the longest length is kept whole', async () => {
    const note = await added(demoCookie, { unitId: unit.id, position: 1, text: 'y'.repeat(NOTE_MAX_LENGTH) });
    expect(note.text).toHaveLength(NOTE_MAX_LENGTH);
  });
});

describe('notes are the learner’s alone', () => {
  it('a unit of a course the learner is not enrolled in, or no such unit, is not found', async () => {
    for (const unitId of [notEnrolledUnit, 99_999]) {
      expectRefused(await send('GET', `/ddilearner/v1/user/notes/${unitId}`, demoCookie), 404);
      expectRefused(await add(demoCookie, { unitId, position: 1, text: 'Sneaky' }), 404);
    }
    expect(await countRows(server(), unitNotes)).toBe(0);
  });

  it('another learner can neither list, update nor delete a learner’s note: not found, as for an unknown id, and the note is unchanged', async () => {
    const note = await added(demoCookie, { unitId: unit.id, position: 4, text: 'Mine' });
    const [before] = await db().select().from(unitNotes).where(eq(unitNotes.id, note.noteId));
    // Multi is enrolled in the same course: they see their own notes on the unit, none.
    expect(await list(unit.id, multiCookie)).toEqual([]);
    const foreignUpdate = await update(multiCookie, note.noteId, { text: 'Theirs now' });
    const foreignDelete = await remove(multiCookie, note.noteId);
    const unknownUpdate = await update(multiCookie, 99_999, { text: 'Theirs now' });
    const unknownDelete = await remove(multiCookie, 99_999);
    for (const response of [foreignUpdate, foreignDelete, unknownUpdate, unknownDelete]) expectRefused(response, 404);
    // The same answer for someone else's note and for no note (only the id named differs).
    expect(body(foreignUpdate).message.replace(String(note.noteId), 'N')).toBe(body(unknownUpdate).message.replace('99999', 'N'));
    expect(body(foreignDelete).message.replace(String(note.noteId), 'N')).toBe(body(unknownDelete).message.replace('99999', 'N'));
    expect(await db().select().from(unitNotes).where(eq(unitNotes.id, note.noteId))).toEqual([before]);
    expect(await list(unit.id, demoCookie)).toEqual([note]);
  });

  it(`a learner keeps at most ${NOTES_PER_UNIT} notes on a unit: the next one is refused and nothing is stored`, async () => {
    const demoId = await userId(demo.username);
    for (let index = 0; index < NOTES_PER_UNIT; index++) {
      await notes.insert(db(), { userId: demoId, unitId: unit.id, position: index % unit.videoSeconds, text: `Note ${index}`, now: clock.now() });
    }
    const response = await add(demoCookie, { unitId: unit.id, position: 1, text: 'One too many' });
    expectRefused(response, 400);
    expect(body(response).message).toContain(String(NOTES_PER_UNIT));
    expect(await notes.countOnUnit(db(), demoId, unit.id)).toBe(NOTES_PER_UNIT);
    // The limit is per learner and unit.
    await added(demoCookie, { unitId: otherUnit.id, position: 1, text: 'Another unit' });
    await added(multiCookie, { unitId: unit.id, position: 1, text: 'Another learner' });
    expect(await notes.countOnUnit(db(), demoId, unit.id)).toBe(NOTES_PER_UNIT);
  });

  it.each([
    ['GET', '/ddilearner/v1/user/notes/{unitId}', undefined],
    ['GET', '/ddilearner/v1/user/notes', undefined],
    ['POST', '/ddilearner/v1/user/notes/add', { position: 1, text: 'x' }],
    ['POST', '/ddilearner/v1/user/notes/update/{noteId}', { text: 'x' }],
    ['POST', '/ddilearner/v1/user/notes/delete/{noteId}', undefined],
  ] as const)('without a session, %s %s answers 106 and changes nothing', async (method, path, payload) => {
    const note = await added(demoCookie, { unitId: unit.id, position: 1, text: 'Still here' });
    const url = path.replace('{unitId}', String(unit.id)).replace('{noteId}', String(note.noteId));
    const response = await send(method, url, undefined, payload && 'position' in payload ? { unitId: unit.id, ...payload } : payload);
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({ code: 106, data: null });
    expect(await list(unit.id, demoCookie)).toEqual([note]);
  });
});

describe('erasing a learner removes their notes', () => {
  it('after the erasure none of their notes remain; another learner’s stay', async () => {
    await added(demoCookie, { unitId: unit.id, position: 1, text: 'Erase me' });
    await added(demoCookie, { unitId: otherUnit.id, position: 2, text: 'Me too' });
    const other = await added(multiCookie, { unitId: unit.id, position: 3, text: 'Not me' });
    const request = await send('POST', '/ddilearner/v1/user/datarequest', demoCookie, { type: 'erasure', text: 'Please erase me' });
    const demoId = await userId(demo.username);

    const result = await eraseLearner(db(), demoId, { requestId: body<{ id: number }>(request).data.id, actor: 'dpo@example.com', now: clock.now() });

    expect(result.counts.unit_notes).toBe(2);
    expect(await db().select().from(unitNotes).where(eq(unitNotes.userId, demoId))).toEqual([]);
    expect(await list(unit.id, multiCookie)).toEqual([other]);
  });
});
