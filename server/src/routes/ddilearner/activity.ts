import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import * as repo from '../../repositories/activity.js';
import { activitySince, learningActivity } from '../../services/activity.js';
import type * as contract from '../contract.js';
import { HEARTBEAT_INTERVAL_SECONDS } from '../hb/tracking-schemas.js';
import { ACTIVITY_WEEKS, activityQuery, activityResponse, goalBody, goalResponse } from './activity-schemas.js';

const rules = { weeks: ACTIVITY_WEEKS, heartbeatSeconds: HEARTBEAT_INTERVAL_SECONDS } as const;

/** The learner's learning time and weekly goal (decision 0097): `/ddilearner/v1/user/activity…`, their own only. */
const activityRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get<{ Querystring: { tz: string; lang?: string } }>(
    '/v1/user/activity',
    { onRequest: app.requireSession, schema: { querystring: activityQuery, response: activityResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const { tz } = request.query;
      const now = app.clock.now();
      // The time zone is checked (400) before anything is read.
      const since = activitySince(now, tz, rules);
      const [spans, goalChanges] = await Promise.all([repo.learningSpans(db(), userId, since), repo.goalChangesOf(db(), userId, since)]);
      return okExactly<contract.Activity>()(learningActivity({ spans, goalChanges, timeZone: tz, now, rules }));
    },
  );

  app.post<{ Body: { minutes: number | null } }>(
    '/v1/user/activity/goal',
    { onRequest: app.requireSession, bodyLimit: 1024, schema: { body: goalBody, response: goalResponse } },
    async (request) => {
      const { userId } = request.requireUser();
      const goalMinutes = await repo.changeGoal(db(), userId, request.body.minutes, app.clock.now());
      return okExactly<contract.LearningGoal>()({ goalMinutes });
    },
  );
};

export default activityRoutes;
