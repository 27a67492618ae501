import { describe, expect, it } from 'vitest';
import { languageChangeFor } from './language-change';

describe('changing language rebuilds the page: in place on home or login, after a confirmation on answer pages, via /home elsewhere', () => {
  it.each([
    ['/', 'rebuild-in-place'],
    ['/login', 'rebuild-in-place'],
    ['/home', 'rebuild-in-place'],
    ['/course/abilityAnswer', 'confirm-then-home'],
    ['/course/checkAnswer', 'confirm-then-home'],
    ['/leadershipDNA/answer', 'confirm-then-home'],
    ['/course/videoLearning', 'home-first'],
    ['/datahandle', 'home-first'],
  ] as const)('%s → %s', (path, change) => {
    expect(languageChangeFor(path)).toBe(change);
  });
});
