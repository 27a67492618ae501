/**
 * Module 3 calls (issue 10 contract, our own beside spec §7): the scenes of a
 * course's scenario simulation, choosing in a scene, and the learner's 2–3
 * key actions.
 */
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';

export interface Scene {
  readonly id: number;
  readonly title: string;
  readonly situation: string;
  readonly videoVid: string | null;
  readonly choices: readonly { readonly id: number; readonly text: string }[];
  readonly chosenId: number | null;
  readonly feedback: string | null;
  readonly best?: boolean;
}

export interface KeyActions {
  readonly options: readonly { readonly id: number; readonly text: string; readonly competencyId: number }[];
  readonly chosen: readonly number[];
}

/** The learner chooses at least this many key actions, and at most `MAX_KEY_ACTIONS` (spec §5). */
export const MIN_KEY_ACTIONS = 2;
export const MAX_KEY_ACTIONS = 3;

function expectObject<T>(data: unknown): T {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  }
  return data as T;
}

export async function fetchScenes(client: ApiClient, courseId: number): Promise<{ readonly scenes: readonly Scene[] }> {
  return expectObject(await client.get(`/ddilearner/v2/user/scenarios/${courseId}`));
}

export async function chooseInScene(client: ApiClient, courseId: number, sceneId: number, choiceId: number): Promise<Scene & { readonly best: boolean }> {
  return expectObject(await client.post(`/ddilearner/v2/user/scenarios/${courseId}/${sceneId}`, { choiceId }));
}

export async function fetchKeyActions(client: ApiClient, courseId: number): Promise<KeyActions> {
  return expectObject(await client.get(`/ddilearner/v2/user/keyActions/${courseId}`));
}

export async function saveKeyActions(client: ApiClient, courseId: number, chosen: readonly number[]): Promise<KeyActions> {
  return expectObject(await client.put(`/ddilearner/v2/user/keyActions/${courseId}`, { chosen }));
}
