/**
 * The learner's notebook (decision 0094, `GET /ddilearner/v1/user/notes`): their notes on every course they are
 * enrolled in, grouped by course and unit, with the names and the learning step's state of the course summary.
 */
import type { Db } from '../db/client.js';
import type { ApiLanguage } from '../lib/language.js';
import * as repo from '../repositories/notes.js';
import type { CoursePageReads } from './course-page-reads.js';
import { courseSummaries } from './learning.js';

export interface NotebookUnit {
  unitId: number;
  title: string;
  notes: repo.NoteRow[];
}

export interface NotebookCourse {
  courseId: number;
  courseName: string;
  learningOpen: boolean;
  units: NotebookUnit[];
}

/**
 * A course once, the course with the most recently written or changed note first (ties by id); its units in their
 * places, each unit's notes in video order. Courses the learner is not enrolled in (any more) are left out.
 */
export async function notebook(db: Db, reads: CoursePageReads, userId: number, language: ApiLanguage, now: Date): Promise<NotebookCourse[]> {
  const notes = await repo.listAll(db, userId);
  const latest = new Map<number, number>();
  const byUnit = new Map<number, repo.NoteRow[]>();
  for (const note of notes) {
    latest.set(note.courseId, Math.max(latest.get(note.courseId) ?? 0, note.updatedAt.getTime()));
    const group = byUnit.get(note.unitId);
    if (group) group.push(note);
    else byUnit.set(note.unitId, [note]);
  }
  if (latest.size === 0) return [];
  const courses = await courseSummaries(db, reads, userId, language, now, [...latest.keys()]);
  const order = (id: number) => latest.get(id) ?? 0;
  return courses
    .sort((a, b) => order(b.id) - order(a.id) || a.id - b.id)
    .map((course) => {
      const step = course.steps.find((candidate) => candidate.step === 2);
      const units = course.units.flatMap((unit) => {
        const unitNotes = byUnit.get(unit.id);
        return unitNotes ? [{ unitId: unit.id, title: unit.title, notes: unitNotes }] : [];
      });
      return { courseId: course.id, courseName: course.name, learningOpen: step?.status === 'open' || step?.status === 'finished', units };
    });
}
