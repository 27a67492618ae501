import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import * as dnaRepo from '../src/repositories/dna.js';
import type { DnaAttemptRow } from '../src/repositories/dna.js';
import { findByUsername } from '../src/repositories/users.js';
import { TimedAttempts } from '../src/services/timed-attempts.js';
import { TestClock, testDatabase } from './helpers.js';

let database: Database;
let userId: number;
let surveyId: number;
const clock = new TestClock();
const store = { overdue: dnaRepo.overdue, close: dnaRepo.close };

beforeAll(async () => {
  database = await testDatabase();
  const user = await findByUsername(database.db, 'multi');
  if (!user) throw new Error('the seed has no "multi" learner');
  userId = user.id;
  const [survey] = await dnaRepo.surveys(database.db);
  if (!survey) throw new Error('the seed has no DNA survey');
  surveyId = survey.id;
});
afterAll(async () => {
  await database.close();
});

/** A fresh attempt of the learner with a 60-second limit, and the lifecycle counting its follow-ups. */
async function startAttempt() {
  const followUps: string[] = [];
  const attempts = new TimedAttempts<DnaAttemptRow>(() => database.db, clock, store, 60, async (_tx, closed) => {
    followUps.push(`expired ${closed.id}`);
  });
  for (const open of (await dnaRepo.attempts(database.db, userId, surveyId)).filter((row) => row.status === 'inProgress')) {
    await dnaRepo.discard(database.db, open.id);
  }
  const attempt = await dnaRepo.start(database.db, userId, surveyId, clock.now(), attempts.deadlineFromNow());
  return { attempts, attempt, followUps };
}

const stored = async (id: number) => (await dnaRepo.attempts(database.db, userId, surveyId)).find((row) => row.id === id);

describe('timed attempts: started with a deadline, finished once', () => {
  it('the deadline is the start plus the time limit', async () => {
    const { attempt } = await startAttempt();
    expect(attempt.deadline.getTime() - attempt.startedAt.getTime()).toBe(60_000);
  });

  it('the learner finishing and two sweepers that read it as overdue before: exactly one closes it and runs its follow-up', async () => {
    const { attempt } = await startAttempt();
    const followUps: string[] = [];
    clock.advance(61_000);
    // Another instance's sweeper listed the attempt as overdue before anyone closed it (a stale read).
    const staleSweeper = (list: DnaAttemptRow[]) =>
      new TimedAttempts<DnaAttemptRow>(() => database.db, clock, { ...store, overdue: async () => list }, 60, async (_tx, closed) => {
        followUps.push(`expired ${closed.id}`);
      });
    const finished: string[] = [];
    const [byLearner, bySweeper, byOtherSweeper] = await Promise.all([
      staleSweeper([]).finishOnce(attempt, 'finished', clock.now(), async () => {
        finished.push('report');
      }),
      staleSweeper([attempt]).finishOverdue(),
      staleSweeper([attempt]).finishOverdue(),
    ]);
    expect(Number(byLearner) + bySweeper + byOtherSweeper).toBe(1);
    expect(finished.length + followUps.length).toBe(1);
    expect((await stored(attempt.id))?.status).toBe(byLearner ? 'finished' : 'expired');
  });

  it('an attempt finished once is never finished or expired again', async () => {
    const { attempts, attempt, followUps } = await startAttempt();
    expect(await attempts.finishOnce(attempt, 'finished', clock.now())).toBe(true);
    clock.advance(61_000);
    expect(await attempts.finishOnce(attempt, 'finished', clock.now())).toBe(false);
    expect(await attempts.expireIfOverdue(attempt)).toBe(false);
    expect(await attempts.finishOverdue()).toBe(0);
    expect(followUps).toEqual([]);
    expect((await stored(attempt.id))?.status).toBe('finished');
  });

  it('past its deadline an attempt is expired at the deadline, before it nothing happens', async () => {
    const { attempts, attempt, followUps } = await startAttempt();
    clock.advance(59_000);
    expect(await attempts.expireIfOverdue(attempt)).toBe(false);
    expect(await attempts.finishOverdue()).toBe(0);
    clock.advance(1_000);
    expect(await attempts.expireIfOverdue(attempt)).toBe(true);
    const row = await stored(attempt.id);
    expect(row?.status).toBe('expired');
    expect(row?.finishedAt?.getTime()).toBe(attempt.deadline.getTime());
    expect(followUps).toEqual([`expired ${attempt.id}`]);
  });
});
