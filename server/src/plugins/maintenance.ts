import fp from 'fastify-plugin';
import { sweepExpired } from '../services/maintenance.js';

/** Runs the housekeeping of services/maintenance.ts every `intervalMs` (10 minutes) while the app is up. */
export default fp<{ intervalMs?: number }>(
  async (app, { intervalMs = 10 * 60_000 }) => {
    let running: Promise<void> | undefined;
    const timer = setInterval(() => {
      running ??= sweepExpired(app.database.db, app.clock.now())
        .catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'))
        .finally(() => {
          running = undefined;
        });
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'maintenance', dependencies: ['db', 'services'] },
);
