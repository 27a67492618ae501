import { describe, expect, it } from 'vitest';
import { adviceBandOf, compare, gradeOf, questionScore, scoreAttempt, validAnswer, validKeyActionChoice, weakestFirst } from '../src/services/assessment-scoring.js';

const single = { id: 1, type: 'single' as const, competencyId: 10, options: [{ id: 11, score: 100 }, { id: 12, score: 40 }, { id: 13, score: 0 }] };
const multiple = { id: 2, type: 'multiple' as const, competencyId: 10, options: [{ id: 21, score: 100 }, { id: 22, score: 100 }, { id: 23, score: 0 }] };
const open = { id: 3, type: 'open' as const, competencyId: 20, options: [] };
const other = { id: 4, type: 'single' as const, competencyId: 30, options: [{ id: 41, score: 100 }, { id: 42, score: 0 }] };

describe('grades per band: <40 weak, <55 limited, <70 general, <80 good, <90 excellent, else veryExcellent', () => {
  it.each([
    [0, 'weak'], [39, 'weak'], [40, 'limited'], [54, 'limited'], [55, 'general'], [69, 'general'],
    [70, 'good'], [79, 'good'], [80, 'excellent'], [89, 'excellent'], [90, 'veryExcellent'], [100, 'veryExcellent'],
  ])('%i → %s', (score, grade) => {
    expect(gradeOf(score)).toBe(grade);
  });
  it('advice bands: develop (weak, limited), build (general, good), leverage (excellent and up)', () => {
    expect(['weak', 'limited', 'general', 'good', 'excellent', 'veryExcellent'].map((grade) => adviceBandOf(grade as never))).toEqual([
      'develop', 'develop', 'build', 'build', 'leverage', 'leverage',
    ]);
  });
});

describe('multiple-choice scoring: the mean of the chosen options, wrong ones weigh 0', () => {
  it('single = the chosen option’s score; unanswered = 0; open is not scored', () => {
    expect(questionScore(single, [12])).toBe(40);
    expect(questionScore(single, undefined)).toBe(0);
    expect(questionScore(open, [])).toBeNull();
  });
  it('all right options = 100; one wrong among them pulls the mean down', () => {
    expect(questionScore(multiple, [21, 22])).toBe(100);
    expect(questionScore(multiple, [21, 22, 23])).toBeCloseTo(66.67, 1);
    expect(questionScore(multiple, [23])).toBe(0);
  });
  it('competency = mean of its questions; overall = mean of competencies; open questions left out', () => {
    const result = scoreAttempt([single, multiple, open, other], new Map([[1, [12]], [2, [21, 22]], [4, [41]]]));
    expect(result.competencies).toEqual([{ competencyId: 10, score: 70 }, { competencyId: 30, score: 100 }]);
    expect(result.overall).toBe(85);
  });
});

describe('comparison: before/after per competency of the post-test', () => {
  it('pairs by competency, before null when the pre-test did not score it', () => {
    expect(compare([{ competencyId: 10, score: 30 }], [{ competencyId: 10, score: 75 }, { competencyId: 30, score: 95 }])).toEqual([
      { competencyId: 10, before: { score: 30, grade: 'weak' }, after: { score: 75, grade: 'good' } },
      { competencyId: 30, before: null, after: { score: 95, grade: 'veryExcellent' } },
    ]);
    expect(compare(null, [{ competencyId: 10, score: 50 }])[0]?.before).toBeNull();
  });
  it('weakest competencies first', () => {
    expect(weakestFirst([{ competencyId: 1, score: 80 }, { competencyId: 2, score: 20 }, { competencyId: 3, score: 50 }])).toEqual([2, 3, 1]);
  });
});

describe('answer and key-action rules', () => {
  it('single: exactly one known option; multiple: ≥1 distinct known options; open: non-empty text', () => {
    expect(validAnswer('single', [11], '', [11, 12])).toBe(true);
    expect(validAnswer('single', [11, 12], '', [11, 12])).toBe(false);
    expect(validAnswer('single', [99], '', [11, 12])).toBe(false);
    expect(validAnswer('multiple', [11, 12], '', [11, 12])).toBe(true);
    expect(validAnswer('multiple', [11, 11], '', [11, 12])).toBe(false);
    expect(validAnswer('multiple', [], '', [11, 12])).toBe(false);
    expect(validAnswer('open', [], '  ', [])).toBe(false);
    expect(validAnswer('open', [], 'x', [])).toBe(true);
  });
  it('key actions: 2–3 distinct offered ids', () => {
    expect(validKeyActionChoice([1], [1, 2, 3, 4])).toBe(false);
    expect(validKeyActionChoice([1, 2], [1, 2, 3, 4])).toBe(true);
    expect(validKeyActionChoice([1, 2, 3], [1, 2, 3, 4])).toBe(true);
    expect(validKeyActionChoice([1, 2, 3, 4], [1, 2, 3, 4])).toBe(false);
    expect(validKeyActionChoice([1, 1], [1, 2, 3, 4])).toBe(false);
    expect(validKeyActionChoice([1, 9], [1, 2, 3, 4])).toBe(false);
  });
});
