import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';
import { Code, fail } from '../lib/envelope.js';
import { isApiPath } from './errors.js';

export interface SystemUpgradeOptions {
  /** The expected end of the upgrade (`MAINTENANCE_UNTIL`); none: the plugin does nothing. */
  until: Date | undefined;
  clock: Clock;
}

/** Calls that still work during an upgrade: logging out (so a learner can leave cleanly). */
const exempt = new Set(['/ddilearner/v1/user/logout']);

/**
 * The system-upgrade notice (learner spec §8): until `until`, every learner-API call except logout answers
 * code 503 (HTTP 503, `Retry-After` in seconds) with data `{ until }` (ISO 8601). `/healthz`, the static
 * files and the video platform are not learner-API paths and keep working. Once `until` has passed the
 * server answers normally again, so a forgotten setting cannot keep the service closed.
 */
export default fp<SystemUpgradeOptions>(
  async (app, { until, clock }) => {
    if (!until) return;
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (!isApiPath(path) || exempt.has(path)) return;
      const remainingMs = until.getTime() - clock.now().getTime();
      if (remainingMs <= 0) return;
      return reply
        .status(503)
        .header('retry-after', String(Math.ceil(remainingMs / 1000)))
        .send(fail(Code.systemUpgrade, request.language, undefined, { until: until.toISOString() }));
    });
  },
  { name: 'system-upgrade', dependencies: ['language'] },
);
