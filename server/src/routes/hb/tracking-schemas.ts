/**
 * Response schemas of the tracking service (docs/api.md "Tracking"), schema-only as decision 0039 requires: the
 * learner app reads their types through `contract.ts`.
 */
import { envelope } from '../schemas.js';

/**
 * Every how many seconds an app sends a heartbeat (learner spec §9): what `GET /hb/v1/configuration/{appId}`
 * answers as `interval`, and what one heartbeat counts for in the learner's learning time (decision 0097).
 */
export const HEARTBEAT_INTERVAL_SECONDS = 30;

/** `POST /hb/v1/heartbeat/`: how many heartbeats of the request were stored. */
export const heartbeatResponse = {
  200: envelope({ type: 'object', required: ['accepted'], properties: { accepted: { type: 'integer' } } }),
} as const;

/** `GET /hb/v1/configuration/{appId}`: whether the app sends heartbeats, and every how many seconds. */
export const configurationResponse = {
  200: envelope({
    type: 'object',
    required: ['appId', 'enabled', 'interval'],
    properties: { appId: { type: 'string' }, enabled: { type: 'boolean' }, interval: { type: 'integer' } },
  }),
} as const;
