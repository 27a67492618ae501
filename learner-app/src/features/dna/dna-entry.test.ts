import { describe, expect, it } from 'vitest';
import type { CourseListEntry } from '../../shared/learning/course-list';
import { withDnaProgress } from './dna-entry';

const LIST: readonly CourseListEntry[] = [
  { id: 0, name: 'Leadership DNA', progress: 0, select: false },
  { id: 5, name: 'Coaching', progress: 10, select: true },
];

describe('the DNA entry (id 0) of the course list follows the progress the DNA pages learn (queryCourseDNAList, finish, retake)', () => {
  it('replaces only the DNA entry’s progress, and keeps the same list when nothing changes', () => {
    expect(withDnaProgress(LIST, 100).map((course) => course.progress)).toEqual([100, 10]);
    expect(withDnaProgress(LIST, 0)).toBe(LIST);
    expect(withDnaProgress([LIST[1] as CourseListEntry], 100)).toHaveLength(1);
  });

});
