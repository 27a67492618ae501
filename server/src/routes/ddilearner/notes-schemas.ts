import { envelope } from '../schemas.js';

/**
 * The learner's own notes on a unit's video (ours, decision 0093; docs/api.md "Notes"): request and response
 * schemas of `/ddilearner/v1/user/notes…`. Schema files import nothing but one another: the learner app
 * type-checks them too (routes/contract.ts).
 */

/** A note's text: at most this many characters, and at least one that is not white space. */
export const NOTE_MAX_LENGTH = 1000;
/** Notes one learner may keep on one unit. */
export const NOTES_PER_UNIT = 200;

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const noteText = { type: 'string', minLength: 1, maxLength: NOTE_MAX_LENGTH, pattern: '\\S' } as const;

/** A note as answered: its place in the video (whole seconds) and its text, as the learner wrote it. */
export const noteSchema = {
  type: 'object',
  required: ['noteId', 'unitId', 'position', 'text', 'createdAt', 'updatedAt'],
  properties: {
    noteId: { type: 'integer' },
    unitId: { type: 'integer' },
    position: { type: 'integer' },
    text: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

/** `GET /v1/user/notes/:unitId`: the learner's notes on the unit, by position, then by when they were written. */
export const notesParams = { type: 'object', required: ['unitId'], properties: { unitId: id } } as const;
export const notesResponse = { 200: envelope({ type: 'array', items: noteSchema }) } as const;

/** `GET /v1/user/notes/course/:courseId`: the learner's notes on every unit of the course, unit by unit (by the units' places). */
export const courseNotesParams = { type: 'object', required: ['courseId'], properties: { courseId: id } } as const;

/**
 * `GET /v1/user/notes`: the learner's notebook, every note on the courses they are enrolled in. A course once, the
 * course with the most recently written or changed note first; in a course, its units in their places and on a
 * unit, its notes as `GET /v1/user/notes/:unitId` lists them. Names in the request's language. A course the learner
 * is no longer enrolled in is left out (its notes are kept, and come back with the enrolment).
 */
export const notebookCourseSchema = {
  type: 'object',
  required: ['courseId', 'courseName', 'learningOpen', 'units'],
  properties: {
    courseId: { type: 'integer' },
    courseName: { type: 'string' },
    /** Whether the learner may enter the course's learning step (2) now (its status is open or finished). */
    learningOpen: { type: 'boolean' },
    units: {
      type: 'array',
      items: {
        type: 'object',
        required: ['unitId', 'title', 'notes'],
        properties: { unitId: { type: 'integer' }, title: { type: 'string' }, notes: { type: 'array', items: noteSchema } },
      },
    },
  },
} as const;
export const notebookResponse = { 200: envelope({ type: 'array', items: notebookCourseSchema }) } as const;

/** `POST /v1/user/notes/add`: a new note at `position` seconds of the unit's video. */
export const addNoteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['unitId', 'position', 'text'],
  properties: { unitId: id, position: { type: 'number', minimum: 0, maximum: 86400 }, text: noteText },
} as const;

/** `POST /v1/user/notes/update/:noteId`: the note's new text (its position stays). */
export const noteParams = { type: 'object', required: ['noteId'], properties: { noteId: id } } as const;
export const updateNoteBody = { type: 'object', additionalProperties: false, required: ['text'], properties: { text: noteText } } as const;

/** `POST /v1/user/notes/add`, `…/update/:noteId`: the note as stored. */
export const noteResponse = { 200: envelope(noteSchema) } as const;

/** `POST /v1/user/notes/delete/:noteId`: `data` is `null`. */
export const noteDeletedResponse = { 200: envelope({ type: 'null' }) } as const;
