/**
 * The lifecycle of a timed attempt, shared by the assessments (issue 10) and the Leadership DNA (issue 11):
 * started with a deadline, finished once, by the learner or, past the deadline, expired at the deadline by
 * the sweeper or lazily by the learner's next call. "Once" is the database's: the close is a conditional
 * update (`status = 'inProgress'`), so of two instances or a sweeper racing the learner exactly one closes
 * the attempt and runs its follow-up (the report) in the same transaction.
 */
import type { Db } from '../db/client.js';
import type { Clock } from '../lib/clock.js';

/** What the lifecycle needs of an attempt row. */
export interface TimedAttempt {
  id: number;
  status: string;
  deadline: Date;
}

/** The table of one kind of attempt (a repository's functions). */
export interface AttemptStore<Row extends TimedAttempt> {
  /** Attempts in progress past their deadline (all learners, or one learner's). */
  overdue(db: Db, now: Date, userId?: number): Promise<Row[]>;
  /** Closes the attempt if it is still in progress; returns it when this call did. */
  close(db: Db, attemptId: number, status: 'finished' | 'expired', finishedAt: Date): Promise<Row | undefined>;
}

/** Work done in the closing transaction, only by the caller that closed the attempt (e.g. writing its report). */
export type AfterClose<Row> = (tx: Db, closed: Row) => Promise<void>;

export class TimedAttempts<Row extends TimedAttempt> {
  /**
   * @param timeLimitSeconds an attempt's deadline is its start plus this
   * @param onExpire the follow-up of an expiry (none: an expired DNA attempt has no report)
   */
  constructor(
    private readonly db: () => Db,
    private readonly clock: Clock,
    private readonly store: AttemptStore<Row>,
    private readonly timeLimitSeconds: number,
    private readonly onExpire?: AfterClose<Row>,
  ) {}

  /** The deadline of an attempt started now. */
  deadlineFromNow(): Date {
    return new Date(this.clock.now().getTime() + this.timeLimitSeconds * 1000);
  }

  /** True when the attempt is in progress and its deadline has passed. */
  isOverdue(attempt: Row): boolean {
    return attempt.status === 'inProgress' && attempt.deadline <= this.clock.now();
  }

  /**
   * Closes the attempt and runs `afterClose` in the same transaction; false (and nothing run) if it was no
   * longer in progress: someone else finished or expired it first.
   */
  finishOnce(attempt: Row, status: 'finished' | 'expired', finishedAt: Date, afterClose?: AfterClose<Row>): Promise<boolean> {
    return this.db().transaction(async (tx) => {
      const closed = await this.store.close(tx, attempt.id, status, finishedAt);
      if (closed && afterClose) await afterClose(tx, closed);
      return closed !== undefined;
    });
  }

  /** Expires the attempt at its deadline if it is overdue; true when it is (now) expired by this call. */
  expireIfOverdue(attempt: Row): Promise<boolean> {
    return this.isOverdue(attempt) ? this.finishOnce(attempt, 'expired', attempt.deadline, this.onExpire) : Promise.resolve(false);
  }

  /** Expires every overdue attempt (of one learner, or all: the sweeper); returns how many this call closed. */
  async finishOverdue(userId?: number): Promise<number> {
    let closed = 0;
    for (const attempt of await this.store.overdue(this.db(), this.clock.now(), userId)) {
      if (await this.finishOnce(attempt, 'expired', attempt.deadline, this.onExpire)) closed += 1;
    }
    return closed;
  }
}
