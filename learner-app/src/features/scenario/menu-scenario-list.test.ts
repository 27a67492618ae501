import { describe, expect, it } from 'vitest';
import { markSceneDone, scenesOfCourse, toMenuScenarioList } from './menu-scenario-list';

const loaded = toMenuScenarioList(7, [
  { id: 1, title: 'The missed deadline', chosenId: null },
  { id: 2, title: 'The quiet meeting', chosenId: 21 },
]);

describe('the store’s menuScenarioList (spec §3): the scenes of one course as the scene menu shows them', () => {
  it('keeps each scene’s id, title and whether a choice was made, in the course’s order', () => {
    expect(loaded).toEqual({
      courseId: 7,
      scenes: [
        { id: 1, title: 'The missed deadline', done: false },
        { id: 2, title: 'The quiet meeting', done: true },
      ],
    });
  });

  it('a choice marks its scene done and leaves the others as they were', () => {
    expect(markSceneDone(loaded, 7, 1)?.scenes.map((scene) => scene.done)).toEqual([true, true]);
    expect(loaded.scenes[0]?.done, 'the list is not changed in place').toBe(false);
  });

  it('a choice in another course, an unknown scene or one already done leaves the list as it is', () => {
    expect(markSceneDone(loaded, 8, 1)).toBe(loaded);
    expect(markSceneDone(loaded, 7, 99)).toBe(loaded);
    expect(markSceneDone(loaded, 7, 2)).toBe(loaded);
    expect(markSceneDone(null, 7, 1)).toBeNull();
  });

  it('is the menu of its own course only', () => {
    expect(scenesOfCourse(loaded, 7)).toBe(loaded.scenes);
    expect(scenesOfCourse(loaded, 8)).toBeUndefined();
    expect(scenesOfCourse(null, 7)).toBeUndefined();
  });
});
