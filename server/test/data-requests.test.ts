import { describe, expect, it } from 'vitest';
import { dataRequests } from '../src/db/schema.js';
import { addWorkingDays } from '../src/lib/working-days.js';
import { body, logIn, multi, sharedServer, TestClock } from './helpers.js';

interface DataRequest {
  id: number;
  type: string;
  text: string;
  status: string;
  createdAt: string;
  dueAt: string;
}

const url = '/ddilearner/v1/user/datarequest';

/** Times are given in Bangkok (UTC+7), where the working days are counted. */
const bangkok = (local: string) => new Date(`${local}+07:00`);

describe('the due date is 3 working days (Monday–Friday, Bangkok time) after the request', () => {
  it.each([
    ['Monday', '2026-01-05T10:00:00', '2026-01-08T10:00:00'],
    ['Wednesday', '2026-01-07T10:00:00', '2026-01-12T10:00:00'],
    ['Thursday', '2026-01-08T10:00:00', '2026-01-13T10:00:00'],
    ['Friday', '2026-01-09T10:00:00', '2026-01-14T10:00:00'],
    ['Saturday', '2026-01-10T10:00:00', '2026-01-14T10:00:00'],
    ['Sunday', '2026-01-11T23:30:00', '2026-01-14T23:30:00'],
  ])('a request on %s %s is due %s', (_day, start, due) => {
    expect(addWorkingDays(bangkok(start), 3).toISOString()).toBe(bangkok(due).toISOString());
  });

  it('counts the day in Bangkok, not in UTC: Friday 20:00 UTC is already Saturday there', () => {
    const fridayEveningUtc = new Date('2026-01-09T20:00:00Z');
    expect(addWorkingDays(fridayEveningUtc, 3).toISOString()).toBe('2026-01-13T20:00:00.000Z'); // Wednesday 03:00 in Bangkok
  });

  it('adds nothing for 0 days and refuses a negative or fractional count', () => {
    const start = bangkok('2026-01-10T10:00:00');
    expect(addWorkingDays(start, 0)).toEqual(start);
    expect(() => addWorkingDays(start, -1)).toThrow(RangeError);
    expect(() => addWorkingDays(start, 1.5)).toThrow(RangeError);
  });
});

describe('a data-rights request is stored with its type, text and due date, and listed back newest first', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('a request made on a Thursday is due the next Tuesday', async () => {
    clock.set(bangkok('2026-01-08T09:15:00'));
    const cookie = await logIn(server());
    const response = await server().inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { type: 'erasure', text: 'Please erase my activity history.' },
    });
    expect(response.statusCode).toBe(200);
    const created = body<DataRequest>(response);
    expect(created).toEqual({
      code: 0,
      message: '',
      data: {
        id: expect.any(Number),
        type: 'erasure',
        text: 'Please erase my activity history.',
        status: 'received',
        createdAt: '2026-01-08T02:15:00.000Z',
        dueAt: '2026-01-13T02:15:00.000Z',
      },
    });
    const [row] = await server().database.db.select().from(dataRequests);
    expect(row).toMatchObject({
      userId: 1,
      companyId: 1,
      type: 'erasure',
      text: 'Please erase my activity history.',
      status: 'received',
      createdAt: new Date('2026-01-08T02:15:00.000Z'),
      dueAt: new Date('2026-01-13T02:15:00.000Z'),
    });
  });

  it("lists the learner's own requests, newest first, and never another learner's", async () => {
    clock.set(bangkok('2026-01-09T16:00:00'));
    const demoCookie = await logIn(server());
    const multiCookie = await logIn(server(), { username: multi.username });
    await server().inject({ method: 'POST', url, headers: { cookie: demoCookie }, payload: { type: 'access', text: 'What do you keep?' } });
    clock.set(bangkok('2026-01-10T08:00:00'));
    await server().inject({ method: 'POST', url, headers: { cookie: multiCookie }, payload: { type: 'correction', text: 'My name is wrong.' } });

    const mine = body<DataRequest[]>(await server().inject({ url, headers: { cookie: demoCookie } })).data;
    expect(mine.map((request) => [request.type, request.dueAt])).toEqual([
      ['access', bangkok('2026-01-14T16:00:00').toISOString()],
      ['erasure', '2026-01-13T02:15:00.000Z'],
    ]);
    const theirs = body<DataRequest[]>(await server().inject({ url, headers: { cookie: multiCookie } })).data;
    expect(theirs.map((request) => [request.type, request.text, request.dueAt])).toEqual([
      ['correction', 'My name is wrong.', bangkok('2026-01-14T08:00:00').toISOString()],
    ]);
  });

  it('accepts a text of exactly 2000 characters, Thai included', async () => {
    const cookie = await logIn(server());
    const text = 'ก'.repeat(2000);
    const response = await server().inject({ method: 'POST', url, headers: { cookie }, payload: { type: 'restriction', text } });
    expect(body<DataRequest>(response).data.text).toBe(text);
  });

  it('both calls need a session (106)', async () => {
    expect(body(await server().inject({ url })).code).toBe(106);
    expect(body(await server().inject({ method: 'POST', url, payload: { type: 'access', text: 'x' } })).code).toBe(106);
  });
});
