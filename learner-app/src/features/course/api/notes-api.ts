/**
 * The learner's own notes on a unit's video (docs/api.md "Notes", decision 0093): listed, added at a place in the
 * video, rewritten and deleted. The answers' type and the limits come from the server's schemas (type-only); an
 * answer of another shape rejects as "Oh, loading failed".
 */
import type * as contract from '@ddi/server/contract';
import type { ApiClient } from '../../../shared/api/client';
import { expectShape } from '../../../shared/api/expect-shape';

export type Note = contract.Note;
export type NotebookCourse = contract.NotebookCourse;

/** A note's longest text (characters), as the server keeps it: a changed limit there fails this type-check. */
export const NOTE_MAX_LENGTH: contract.NoteLimits['maxLength'] = 1000;
/** Notes a learner may keep on one unit. */
export const NOTES_PER_UNIT: contract.NoteLimits['perUnit'] = 200;

const PATH = '/ddilearner/v1/user/notes';

function isNote(value: unknown): value is Note {
  if (typeof value !== 'object' || value === null) return false;
  const { noteId, position, text } = value as Record<string, unknown>;
  return Number.isInteger(noteId) && typeof position === 'number' && Number.isFinite(position) && position >= 0 && typeof text === 'string';
}

const isNoteList = (data: unknown): data is readonly Note[] => Array.isArray(data) && data.every(isNote);

/** The learner's notes on the unit, by their place in the video. */
export async function fetchNotes(client: ApiClient, unitId: number): Promise<readonly Note[]> {
  return expectShape(await client.get(`${PATH}/${unitId}`), isNoteList);
}

/** The learner's notes on every unit of the course, unit by unit in the course's order. */
export async function fetchCourseNotes(client: ApiClient, courseId: number): Promise<readonly Note[]> {
  return expectShape(await client.get(`${PATH}/course/${courseId}`), isNoteList);
}

function isNotebookCourse(value: unknown): value is NotebookCourse {
  if (typeof value !== 'object' || value === null) return false;
  const { courseId, courseName, learningOpen, units } = value as Record<string, unknown>;
  return (
    Number.isInteger(courseId) &&
    typeof courseName === 'string' &&
    typeof learningOpen === 'boolean' &&
    Array.isArray(units) &&
    units.every((unit: unknown) => {
      if (typeof unit !== 'object' || unit === null) return false;
      const { unitId, title, notes } = unit as Record<string, unknown>;
      return Number.isInteger(unitId) && typeof title === 'string' && isNoteList(notes);
    })
  );
}

const isNotebook = (data: unknown): data is readonly NotebookCourse[] => Array.isArray(data) && data.every(isNotebookCourse);

/** The learner's notebook: their notes on every course, the course of the latest note first, unit by unit. */
export async function fetchNotebook(client: ApiClient): Promise<readonly NotebookCourse[]> {
  return expectShape(await client.get(PATH), isNotebook);
}

/** A new note at `position` seconds of the unit's video. */
export async function addNote(client: ApiClient, unitId: number, position: number, text: string): Promise<Note> {
  return expectShape(await client.post(`${PATH}/add`, { unitId, position, text }), isNote);
}

/** The note's new text; its place in the video stays. */
export async function updateNote(client: ApiClient, noteId: number, text: string): Promise<Note> {
  return expectShape(await client.post(`${PATH}/update/${noteId}`, { text }), isNote);
}

export async function deleteNote(client: ApiClient, noteId: number): Promise<void> {
  await client.post(`${PATH}/delete/${noteId}`, {});
}
