/**
 * The store's `menuScenarioList` (spec §3): the scenes of the scenario simulation the learner is in, as its
 * scene menu shows them — `{ id, title, done }` in the course's order, for one course. Every scenario page that
 * loads the scenes puts them here, and a choice made in a scene marks that scene done at once, so the menu on
 * the scene pages follows the learner without asking the server again. It is kept for the tab's life, not in
 * localStorage: scene titles are in the language they were loaded in, and the next load replaces them.
 */
import { atom } from 'jotai';
import type { Scene } from './api/scenario';

/** One scene as the menu shows it. */
export interface MenuScene {
  readonly id: number;
  readonly title: string;
  /** The learner has made a choice in it. */
  readonly done: boolean;
}

/** The scenes of course `courseId`, in order. */
export interface MenuScenarioList {
  readonly courseId: number;
  readonly scenes: readonly MenuScene[];
}

/** The scene menu's list; `null` until a scenario page loaded one. */
export const menuScenarioListAtom = atom<MenuScenarioList | null>(null);

/** The menu's list for the scenes of `courseId` as the server sent them. */
export function toMenuScenarioList(courseId: number, scenes: readonly Pick<Scene, 'id' | 'title' | 'chosenId'>[]): MenuScenarioList {
  return { courseId, scenes: scenes.map((scene) => ({ id: scene.id, title: scene.title, done: scene.chosenId !== null })) };
}

/**
 * `list` with scene `sceneId` of course `courseId` marked done; the same list when it is another course's, has
 * no such scene or has it done already.
 */
export function markSceneDone(list: MenuScenarioList | null, courseId: number, sceneId: number): MenuScenarioList | null {
  if (list === null || list.courseId !== courseId) return list;
  if (!list.scenes.some((scene) => scene.id === sceneId && !scene.done)) return list;
  return { courseId, scenes: list.scenes.map((scene) => (scene.id === sceneId ? { ...scene, done: true } : scene)) };
}

/** The scene menu's list when it is the one of `courseId`, else `undefined`. */
export function scenesOfCourse(list: MenuScenarioList | null, courseId: number): readonly MenuScene[] | undefined {
  return list !== null && list.courseId === courseId ? list.scenes : undefined;
}
