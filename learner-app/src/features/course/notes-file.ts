/**
 * The learner's notes as a plain-text file they keep (decisions 0093, 0094): saved from the course page (one course) and
 * from the notebook (every course). A heading, then each course's name between `==`, each unit's title and its
 * notes, a note's time before its text (its own line breaks indented under it). The shapes are the notebook's
 * answer (`GET /ddilearner/v1/user/notes`).
 */
import { formatCountdown } from '../../shared/time/countdown';
import type { Note } from './api/notes-api';

export interface NotesOfUnit {
  readonly unitId: number;
  readonly title: string;
  readonly notes: readonly Note[];
}

export interface NotesOfCourse {
  readonly courseName: string;
  readonly units: readonly NotesOfUnit[];
}

export function notesAsText(heading: string, courses: readonly NotesOfCourse[]): string {
  const lines = [heading, ''];
  for (const course of courses) {
    lines.push(`== ${course.courseName} ==`, '');
    for (const unit of course.units) {
      lines.push(unit.title);
      for (const note of unit.notes) lines.push(`${formatCountdown(note.position)}  ${note.text.replace(/\r?\n/gu, '\n       ')}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
