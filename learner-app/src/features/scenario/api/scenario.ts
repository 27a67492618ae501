/**
 * Module 3 calls (issue 10 contract, our own beside spec §7): the scenes of a
 * course's scenario simulation, choosing in a scene, and the learner's 2–3
 * key actions. The answers' types come from the server's response schemas
 * (`@ddi/server/contract`, type-only: decision 0039).
 */
import type * as contract from '@ddi/server/contract';
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';

export type Scene = contract.Scene & { readonly best?: boolean };
export type KeyActions = contract.KeyActions;

/** The learner chooses at least this many key actions, and at most `MAX_KEY_ACTIONS` (spec §5). */
export const MIN_KEY_ACTIONS = 2;
export const MAX_KEY_ACTIONS = 3;

function expectObject<T>(data: unknown): T {
  if (typeof data !== 'object' || data === null) {
    throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  }
  return data as T;
}

export async function fetchScenes(client: ApiClient, courseId: number): Promise<contract.Scenes> {
  return expectObject(await client.get(`/ddilearner/v2/user/scenarios/${courseId}`));
}

export async function chooseInScene(client: ApiClient, courseId: number, sceneId: number, choiceId: number): Promise<contract.ChosenScene> {
  return expectObject(await client.post(`/ddilearner/v2/user/scenarios/${courseId}/${sceneId}`, { choiceId }));
}

export async function fetchKeyActions(client: ApiClient, courseId: number): Promise<KeyActions> {
  return expectObject(await client.get(`/ddilearner/v2/user/keyActions/${courseId}`));
}

export async function saveKeyActions(client: ApiClient, courseId: number, chosen: readonly number[]): Promise<KeyActions> {
  return expectObject(await client.put(`/ddilearner/v2/user/keyActions/${courseId}`, { chosen }));
}
