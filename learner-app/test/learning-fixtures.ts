/**
 * What the learning API answers, for the page tests: a course as it lists it, a learning-tour entry, and the
 * replies every page that shows courses asks for (home, overview, project list, course and unit pages), so
 * each test names only what its rule is about.
 */
import type { Note } from '../src/features/course/api/notes-api';
import type { Activity } from '../src/features/home/data/activity-api';
import type { ContinueLearning, Course, CourseListItem, CoursesOrProjectCourses, Unit } from '../src/shared/learning/learning-api';
import { envelope } from './fake-fetch';
import type { FakeReply, ReplyTable } from './fake-fetch';

/** An open course with no steps and no units, id 1, "Coaching for Success": `over` changes what a test is about. */
export function aCourse(over: Partial<Course> = {}): Course {
  return {
    id: 1,
    name: 'Coaching for Success',
    description: '',
    estimatedMinutes: 90,
    coverUrl: null,
    unitCount: 3,
    progress: 33,
    projectId: null,
    status: 'open',
    opensAt: null,
    ticketExpiresAt: null,
    steps: [],
    units: [],
    ...over,
  };
}

/** Unit 11, "Why coaching", of course 1, half-way (not finished), its video a file: `over` changes what a test is about. */
export function aUnit(over: Partial<Unit> = {}): Unit {
  return {
    id: 11,
    learningPathMetaId: 1,
    courseName: 'Coaching for Success',
    position: 1,
    title: 'Why coaching',
    status: 'notFinished',
    video: { src: '/media/lesson/mp4/lesson-720p.mp4' },
    videoSeconds: 24,
    resumeAt: 0,
    essenceNotes: '',
    case: '',
    jobAid: '',
    questions: [],
    ...over,
  };
}

/** The learning tour's entry (the header's course selection) for `course`. */
/** A learner's note at `position` seconds of unit `unitId`'s video, written and last changed on 28 Nov 2026. */
export function aNote(noteId: number, unitId: number, position: number, text: string): Note {
  return { noteId, unitId, position, text, createdAt: '2026-11-28T10:00:00.000Z', updatedAt: '2026-11-28T10:00:00.000Z' };
}

export function aTourEntry(course: Pick<Course, 'id' | 'name' | 'progress'>): CourseListItem {
  return { id: course.id, name: course.name, progress: course.progress, status: 'open', projectId: null };
}

/** The learning tour (`GET /sr/learningtour{suffix}`) in every language the tests use. */
export function tourReplies(tour: readonly CourseListItem[] = []): ReplyTable {
  return {
    'GET /sr/learningtour': envelope(0, tour),
    'GET /sr/learningtourEN': envelope(0, tour),
    'GET /sr/learningtourTH': envelope(0, tour),
  };
}

/** No courses and no projects. */
export const NO_COURSES: CoursesOrProjectCourses = { project: null, courses: [], projects: [] };

/** What /home asks for: its courses and projects (or a server failure), the continue card, the tour and its onboarding flag. */
/**
 * The learner's week as `GET /ddilearner/v1/user/activity` answers it: Wednesday 25 November 2026, no goal, nothing
 * learned; `minutes` fills this week's days from Monday, `over` changes the rest.
 */
export function anActivity(minutes: readonly number[] = [], over: Partial<Activity> = {}): Activity {
  const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((date, index) => ({ date, minutes: minutes[index] ?? 0 }));
  const week = days.reduce((sum, day) => sum + day.minutes, 0);
  return { today: '2026-11-25', goalMinutes: null, days, weeks: [{ start: '2026-11-16', minutes: 0, goalMinutes: null }, { start: '2026-11-23', minutes: week, goalMinutes: over.goalMinutes ?? null }], streakWeeks: 0, ...over };
}

export function homeReplies({
  courses = NO_COURSES,
  continueLearning = null,
  activity = anActivity(),
}: { readonly courses?: CoursesOrProjectCourses | 'fail'; readonly continueLearning?: ContinueLearning | null; readonly activity?: Activity } = {}): ReplyTable {
  const list: FakeReply = courses === 'fail' ? { status: 500, json: { code: 500, message: 'x', data: null } } : envelope(0, courses);
  return {
    ...tourReplies(),
    'GET /sr/v2/coursesOrProjectCourses': list,
    'GET /ddilearner/v2/user/continue': envelope(0, continueLearning),
    'GET /ddilearner/v1/user/activity': envelope(0, activity),
    'GET /sr/onceino/learningTour': envelope(0, { key: 'learningTour', seen: true }),
    'GET /hb/v1/configuration/ddi-learner-pc': envelope(0, {}),
  };
}
