/**
 * The attempt sweepers: every `intervalMs` they finish overdue pre-test, post-test (issue 10) and Leadership DNA
 * (issue 11) attempts (status `expired`), so an attempt past its deadline is finished even if the learner never
 * comes back. Each timer stops when the app closes (before the database does: close hooks run in reverse order).
 * The expired sessions, codes and rate-limit rows are swept by the maintenance plugin.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Anything with timed attempts: the assessments, the Leadership DNA. */
export interface Sweepable {
  finishOverdue(): Promise<number>;
}

/** Runs `target.finishOverdue()` every `intervalMs` from the app's start, one run at a time. */
function sweepEvery(app: FastifyInstance, target: Sweepable, intervalMs: number, label: string): void {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = target
      .finishOverdue()
      .then((count) => {
        if (count > 0) app.log.info({ count }, `overdue ${label} attempts finished`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `${label} sweep failed`))
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export interface SweepersOptions {
  /** How often each sweeper runs (`ASSESSMENT_SWEEP_INTERVAL_MS`). */
  intervalMs: number;
}

/** Registers the sweepers of the services plugin's `assessments` and `dna`. */
export default fp<SweepersOptions>(
  async (app, { intervalMs }) => {
    sweepEvery(app, app.assessments, intervalMs, 'assessment');
    sweepEvery(app, app.dna, intervalMs, 'Leadership DNA');
  },
  { name: 'sweepers', dependencies: ['services'] },
);
