/**
 * The tracking service (spec §7, docs/api.md): `GET /hb/v1/configuration/{appId}`
 * and `POST /hb/v1/heartbeat/` (one payload, or an array of at most 50).
 * Sent through the main client, so a code 106 here also starts the
 * remote-login flow.
 */
import { isApiError } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import type { HeartbeatConfiguration, HeartbeatTransport } from '../heartbeat-controller';
import type { HeartbeatPayload } from '../heartbeat-payload';

export const HEARTBEAT_PATH = '/hb/v1/heartbeat/';

export function heartbeatConfigurationPath(appId: string): string {
  return `/hb/v1/configuration/${encodeURIComponent(appId)}`;
}

/** Code 400: the server found the body malformed; sending it again cannot help. */
const BAD_REQUEST_CODE = 400;

export async function fetchHeartbeatConfiguration(client: ApiClient, appId: string): Promise<HeartbeatConfiguration> {
  const data = await client.get(heartbeatConfigurationPath(appId));
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    enabled: record.enabled !== false,
    interval: typeof record.interval === 'number' ? record.interval : Number.NaN,
  };
}

export async function sendHeartbeats(
  client: ApiClient,
  body: HeartbeatPayload | readonly HeartbeatPayload[],
  options: { readonly keepalive: boolean },
): Promise<'accepted' | 'refused'> {
  try {
    await client.post(HEARTBEAT_PATH, body, { keepalive: options.keepalive });
    return 'accepted';
  } catch (error) {
    if (isApiError(error) && error.code === BAD_REQUEST_CODE) return 'refused';
    throw error;
  }
}

export function createApiHeartbeatTransport(client: ApiClient): HeartbeatTransport {
  return {
    fetchConfiguration: (appId) => fetchHeartbeatConfiguration(client, appId),
    send: (body, options) => sendHeartbeats(client, body, options),
  };
}
