/**
 * The assessment sweeper: a Fastify plugin that finishes overdue attempts (status `expired`) every
 * `sweepIntervalMs`, so an attempt past its deadline is finished even if the learner never comes back.
 * The timer stops when the app closes (before the database does: close hooks run in reverse order).
 */
import type { FastifyPluginAsync } from 'fastify';

/** Anything with timed attempts: the assessments (issue 10), the Leadership DNA (issue 11). */
export interface Sweepable {
  finishOverdue(): Promise<number>;
}

export interface SweeperOptions {
  assessments: Sweepable;
  intervalMs: number;
  /** Names the attempts in the log (default "assessment"). */
  label?: string;
}

const assessmentSweeper: FastifyPluginAsync<SweeperOptions> = async (app, { assessments, intervalMs, label = 'assessment' }) => {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = assessments
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
};

export default assessmentSweeper;
