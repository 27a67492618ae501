/**
 * The assessment sweeper: a Fastify plugin that finishes overdue attempts (status `expired`) every
 * `sweepIntervalMs`, so an attempt past its deadline is finished even if the learner never comes back.
 * The timer stops when the app closes (before the database does: close hooks run in reverse order).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Assessments } from './assessments.js';

export interface SweeperOptions {
  assessments: Assessments;
  intervalMs: number;
}

const assessmentSweeper: FastifyPluginAsync<SweeperOptions> = async (app, { assessments, intervalMs }) => {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    if (running) return;
    running = assessments
      .finishOverdue()
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'overdue assessment attempts finished');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'assessment sweep failed'))
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
