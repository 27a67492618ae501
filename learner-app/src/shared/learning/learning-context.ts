/**
 * Where the learner is, for the heartbeat and the pages (spec §2–3): the
 * activity module of the current route, the selected course (learning path)
 * and the project, each persisted to localStorage.
 *
 * Entering /home leaves any course or project, so it clears both the stored
 * learning-path id (`learningPathMetaId`, the selected course) and the stored
 * `projectId` (spec §2: "Entering /home clears the stored learning-path id").
 */
import { atom } from 'jotai';
import type { ModuleId } from '../routing/paths';
import { storedAtom } from '../storage/stored-atom';

export const MODULE_ID_STORAGE_KEY = 'moduleId';
export const LEARNING_PATH_STORAGE_KEY = 'learningPathMetaId';
export const PROJECT_ID_STORAGE_KEY = 'projectId';

function parseModuleId(stored: unknown): ModuleId | undefined {
  return stored === 1 || stored === 2 || stored === 3 || stored === 4 ? stored : undefined;
}

/** A non-negative integer id; a numeric string (as older builds stored it) is accepted. */
export function parseId(stored: unknown): number | undefined {
  const value = typeof stored === 'string' && /^\d+$/.test(stored) ? Number(stored) : stored;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The activity module (1–4) of the current route, or `null` outside a course step. */
export const moduleIdAtom = storedAtom<ModuleId | null>({
  key: MODULE_ID_STORAGE_KEY,
  parse: parseModuleId,
  fallback: null,
});

/** The selected course's learning-path id (the heartbeat's `learningPathMetaId`), or `null`. */
export const learningPathMetaIdAtom = storedAtom<number | null>({
  key: LEARNING_PATH_STORAGE_KEY,
  parse: parseId,
  fallback: null,
});

/** The project being studied, or `null`. */
export const projectIdAtom = storedAtom<number | null>({
  key: PROJECT_ID_STORAGE_KEY,
  parse: parseId,
  fallback: null,
});

/** Forgets the selected course and project (entering /home). */
export const clearLearningPathAtom = atom(null, (_get, set) => {
  set(learningPathMetaIdAtom, null);
  set(projectIdAtom, null);
});
