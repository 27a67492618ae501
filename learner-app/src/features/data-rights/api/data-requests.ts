/**
 * Data-rights requests (docs/api.md): `POST` and `GET
 * /ddilearner/v1/user/datarequest`. A request is answered within 3 working
 * days; the server sets its `dueAt`.
 */
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';

export const DATA_REQUEST_PATH = '/ddilearner/v1/user/datarequest';
export const DATA_REQUEST_TYPES = ['access', 'correction', 'erasure', 'restriction'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];
export const DATA_REQUEST_TEXT_MAX = 2000;

export interface DataRequest {
  readonly id: string | number;
  readonly type: DataRequestType;
  readonly text: string;
  readonly status: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601: 3 working days after `createdAt`. */
  readonly dueAt: string;
}

export function isDataRequestType(value: unknown): value is DataRequestType {
  return typeof value === 'string' && (DATA_REQUEST_TYPES as readonly string[]).includes(value);
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

export function parseDataRequest(value: unknown): DataRequest | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const { id, type, text, status, createdAt, dueAt } = record;
  if (!(typeof id === 'string' || typeof id === 'number') || !isDataRequestType(type)) return undefined;
  if (typeof text !== 'string' || typeof status !== 'string' || !isDate(createdAt) || !isDate(dueAt)) return undefined;
  return { id, type, text, status, createdAt, dueAt };
}

function invalidResponse(data: unknown): ApiError {
  return new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
}

/** The learner's own requests, newest first. */
export async function fetchDataRequests(client: ApiClient): Promise<DataRequest[]> {
  const data = await client.get(DATA_REQUEST_PATH);
  if (!Array.isArray(data)) throw invalidResponse(data);
  const requests: DataRequest[] = [];
  for (const entry of data) {
    const request = parseDataRequest(entry);
    if (!request) throw invalidResponse(data);
    requests.push(request);
  }
  return requests;
}

export async function createDataRequest(
  client: ApiClient,
  request: { readonly type: DataRequestType; readonly text: string },
): Promise<DataRequest> {
  const data = await client.post(DATA_REQUEST_PATH, request);
  const created = parseDataRequest(data);
  if (!created) throw invalidResponse(data);
  return created;
}
