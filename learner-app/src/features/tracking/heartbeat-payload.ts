/**
 * The heartbeat payload (spec §3, docs/api.md `POST /hb/v1/heartbeat/`) and
 * how it is made from where the learner is.
 */
import { appVersionSuffixOf } from '../../shared/i18n/language';
import type { Locale } from '../../shared/i18n/language';
import type { ModuleId } from '../../shared/routing/paths';
import type { ClientInfo } from './client-info';

/** The app's identity towards the tracking service. */
export const HEARTBEAT_APP_ID = 'ddi-learner-pc';
export const HEARTBEAT_APP_NAME = 'DDI Leadership Learning';
/** Kept equal to learner-app/package.json's version (a test checks it). */
export const APP_VERSION = '0.1.0';
/** The fixed action id of a heartbeat. */
export const HEARTBEAT_ACTION_ID = 1000;
/** What every heartbeat reports: the learner is on the page, and it is visible. */
export const HEARTBEAT_RESULT = 'active';

export interface HeartbeatPayload {
  /** The page the learner is on: path and query under /pc. */
  readonly actionContext: string;
  readonly actionId: typeof HEARTBEAT_ACTION_ID;
  readonly appId: string;
  readonly appName: string;
  /** The app version plus the language suffix, e.g. `0.1.0-th`. */
  readonly appVersion: string;
  /** The selected course, or `null`. */
  readonly learningPathMetaId: number | null;
  readonly result: string;
  readonly userId: string | number;
  /** `[path, moduleId]` on a course step of modules 1–4, otherwise `null`. */
  readonly objectIds: readonly [string, ModuleId] | null;
  readonly clientInfo: ClientInfo;
}

/** Where the learner is when a heartbeat is due; `null` context means logged out. */
export interface HeartbeatContext {
  readonly userId: string | number;
  /** Route path under /pc, e.g. `/course/videoLearning`. */
  readonly path: string;
  /** Query string of the address, e.g. `?id=3`, or ''. */
  readonly search: string;
  readonly moduleId: ModuleId | null;
  readonly learningPathMetaId: number | null;
  readonly locale: Locale;
}

export function appVersionFor(locale: Locale): string {
  return `${APP_VERSION}-${appVersionSuffixOf(locale)}`;
}

export function buildHeartbeat(context: HeartbeatContext, clientInfo: ClientInfo): HeartbeatPayload {
  return {
    actionContext: `${context.path}${context.search}`,
    actionId: HEARTBEAT_ACTION_ID,
    appId: HEARTBEAT_APP_ID,
    appName: HEARTBEAT_APP_NAME,
    appVersion: appVersionFor(context.locale),
    learningPathMetaId: context.learningPathMetaId,
    result: HEARTBEAT_RESULT,
    userId: context.userId,
    objectIds: context.moduleId === null ? null : [context.path, context.moduleId],
    clientInfo,
  };
}

function isId(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

/** Whether a value read back from storage is a heartbeat this app made. */
export function isHeartbeatPayload(value: unknown): value is HeartbeatPayload {
  if (typeof value !== 'object' || value === null) return false;
  const beat = value as Record<string, unknown>;
  const objectIds = beat.objectIds;
  return (
    typeof beat.actionContext === 'string' &&
    beat.actionId === HEARTBEAT_ACTION_ID &&
    typeof beat.appId === 'string' &&
    typeof beat.appName === 'string' &&
    typeof beat.appVersion === 'string' &&
    (beat.learningPathMetaId === null || (typeof beat.learningPathMetaId === 'number' && Number.isFinite(beat.learningPathMetaId))) &&
    typeof beat.result === 'string' &&
    isId(beat.userId) &&
    (objectIds === null ||
      (Array.isArray(objectIds) &&
        objectIds.length === 2 &&
        typeof objectIds[0] === 'string' &&
        [1, 2, 3, 4].includes(objectIds[1] as number))) &&
    typeof beat.clientInfo === 'object' &&
    beat.clientInfo !== null &&
    !Array.isArray(beat.clientInfo)
  );
}
