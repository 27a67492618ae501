import { describe, expect, it } from 'vitest';
import type { CourseListEntry } from '../../shared/learning/course-list';
import { withDnaProgress } from '../../features/dna/dna-entry';
import { selectCourse } from './course-selection';

const COURSES: readonly CourseListEntry[] = [
  { id: 0, name: 'Leadership DNA', progress: 40, select: false },
  { id: 5, name: 'Coaching', progress: 10, select: true },
  { id: 9, name: 'Delegation', progress: 100, select: false },
];

describe('course selection marks the chosen course and stores its id (spec §2)', () => {
  it('marks only the chosen course', () => {
    const selection = selectCourse(COURSES, 9, '/home');
    expect(selection?.selectedId).toBe(9);
    expect(selection?.courseList.map((course) => course.select)).toEqual([false, false, true]);
  });

  it('ignores an id that is not in the list', () => {
    expect(selectCourse(COURSES, 77, '/home')).toBeUndefined();
  });
});

describe('id 0 (the DNA entry) goes to the DNA report at progress 100, otherwise to the introduction', () => {
  it('introduction below 100', () => {
    expect(selectCourse(COURSES, 0, '/course')?.navigation).toEqual({
      to: '/leadershipDNA/evaluationIntroduction',
      replace: false,
      refresh: false,
    });
  });

  it('report at 100', () => {
    const finished = COURSES.map((course) => (course.id === 0 ? { ...course, progress: 100 } : course));
    expect(selectCourse(finished, 0, '/overview')?.navigation.to).toBe('/leadershipDNA/evaluationReport');
  });
});

describe('on the overview, it refreshes the overview', () => {
  it('stays and rebuilds the page', () => {
    expect(selectCourse(COURSES, 9, '/overview')?.navigation).toEqual({ replace: false, refresh: true });
  });
});

describe('otherwise it refreshes the course page, or replaces to /course?id={id}', () => {
  it('on /course: replaces the id and rebuilds the page', () => {
    expect(selectCourse(COURSES, 9, '/course')?.navigation).toEqual({ to: '/course?id=9', replace: true, refresh: true });
  });

  it.each(['/home', '/course/videoLearning', '/projectCourseList', '/datahandle'])('on %s: replaces to /course?id=9', (path) => {
    expect(selectCourse(COURSES, 9, path)?.navigation).toEqual({ to: '/course?id=9', replace: true, refresh: false });
  });
});

describe('the header’s DNA entry follows the progress the DNA pages learn (queryCourseDNAList, finish, retake)', () => {
  it.each([
    [0, '/leadershipDNA/evaluationIntroduction'],
    [50, '/leadershipDNA/evaluationIntroduction'],
    [100, '/leadershipDNA/evaluationReport'],
  ])('progress %i → %s', (progress, to) => {
    expect(selectCourse(withDnaProgress(COURSES, progress), 0, '/home')?.navigation.to).toBe(to);
  });
});
