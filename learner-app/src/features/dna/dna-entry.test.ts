import { describe, expect, it } from 'vitest';
import type { CourseListEntry } from '../../shared/learning/course-list';
import { selectCourse } from '../layout/course-selection';
import { withDnaProgress } from './dna-entry';

const LIST: readonly CourseListEntry[] = [
  { id: 0, name: 'Leadership DNA', progress: 0, select: false },
  { id: 5, name: 'Coaching', progress: 10, select: true },
];

describe('the header’s DNA entry (id 0) follows the progress the DNA pages learn (queryCourseDNAList, finish, retake)', () => {
  it('replaces only the DNA entry’s progress, and keeps the same list when nothing changes', () => {
    expect(withDnaProgress(LIST, 100).map((course) => course.progress)).toEqual([100, 10]);
    expect(withDnaProgress(LIST, 0)).toBe(LIST);
    expect(withDnaProgress([LIST[1] as CourseListEntry], 100)).toHaveLength(1);
  });

  it.each([
    [0, '/leadershipDNA/evaluationIntroduction'],
    [50, '/leadershipDNA/evaluationIntroduction'],
    [100, '/leadershipDNA/evaluationReport'],
  ])('progress %i → %s', (progress, to) => {
    expect(selectCourse(withDnaProgress(LIST, progress), 0, '/home')?.navigation.to).toBe(to);
  });
});
