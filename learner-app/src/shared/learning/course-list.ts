/**
 * The store's `courseList` (spec §3): the learner's courses as the header's
 * course selection shows them. Entries are `{ id, name, progress, select }`;
 * id 0 is the Leadership DNA test. The list is filled by the course pages of a
 * later issue; until then it is empty and the header shows no course control.
 */
import { storedAtom } from '../storage/stored-atom';
import { parseId } from './learning-context';

export const COURSE_LIST_STORAGE_KEY = 'courseList';

/** Course id of the Leadership DNA entry. */
export const DNA_COURSE_ID = 0;

export interface CourseListEntry {
  readonly id: number;
  readonly name: string;
  /** Percent learned, 0–100. */
  readonly progress: number;
  /** Whether this is the chosen course. */
  readonly select: boolean;
}

function parseEntry(value: unknown): CourseListEntry | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const id = parseId(record.id);
  if (id === undefined || typeof record.name !== 'string') return undefined;
  if (typeof record.progress !== 'number' || !Number.isFinite(record.progress)) return undefined;
  return { id, name: record.name, progress: Math.min(100, Math.max(0, record.progress)), select: record.select === true };
}

/** A valid course list, or `undefined` when any entry is malformed. */
export function parseCourseList(value: unknown): readonly CourseListEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries: CourseListEntry[] = [];
  for (const item of value) {
    const entry = parseEntry(item);
    if (!entry) return undefined;
    entries.push(entry);
  }
  return entries;
}

const NO_COURSES: readonly CourseListEntry[] = [];

export const courseListAtom = storedAtom<readonly CourseListEntry[]>({
  key: COURSE_LIST_STORAGE_KEY,
  parse: parseCourseList,
  fallback: NO_COURSES,
});
