import { afterEach, describe, expect, it } from 'vitest';
import { attemptStore } from './attempt-store';

interface Pending {
  readonly attemptId: number;
  readonly questionId: number;
  readonly optionId: number;
}

const store = () => attemptStore<Pending>('quiz:7', (item) => typeof (item as Pending).optionId === 'number');

afterEach(() => {
  sessionStorage.clear();
});

describe('a reload resumes a timed attempt where it was (answers waiting to be saved, the question shown)', () => {
  it('gives back the waiting answers of this attempt only, in order', () => {
    store().writePending([
      { attemptId: 3, questionId: 1, optionId: 10 },
      { attemptId: 3, questionId: 2, optionId: 20 },
    ]);
    expect(store().readPending(3)).toEqual([
      { attemptId: 3, questionId: 1, optionId: 10 },
      { attemptId: 3, questionId: 2, optionId: 20 },
    ]);
    expect(store().readPending(4)).toEqual([]);
  });

  it('skips stored items of the wrong shape and unreadable storage', () => {
    sessionStorage.setItem('quiz:7:pending', JSON.stringify([{ attemptId: 3, questionId: '1', optionId: 10 }, { attemptId: 3, questionId: 2 }, null, 5]));
    expect(store().readPending(3)).toEqual([]);
    sessionStorage.setItem('quiz:7:pending', '{not json');
    expect(store().readPending(3)).toEqual([]);
  });

  it('keeps the position per attempt, as a whole index of at least 0', () => {
    store().writePosition(3, 4);
    expect(store().readPosition(3)).toBe(4);
    expect(store().readPosition(2)).toBeUndefined();
    sessionStorage.setItem('quiz:7:position', JSON.stringify({ attemptId: 3, index: -2.5 }));
    expect(store().readPosition(3)).toBe(0);
  });

  it('forgets both once the attempt is over, and writing no waiting answers removes the key', () => {
    store().writePending([{ attemptId: 3, questionId: 1, optionId: 10 }]);
    store().writePosition(3, 1);
    store().writePending([]);
    expect(sessionStorage.getItem('quiz:7:pending')).toBeNull();
    store().clear();
    expect(sessionStorage.getItem('quiz:7:position')).toBeNull();
  });
});
