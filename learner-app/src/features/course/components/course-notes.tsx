/**
 * The course page's "My notes" (decision 0093): every note the learner wrote on the course's unit videos, unit by
 * unit, each time a link that opens the unit's video there (`&t=` seconds) while the learning step is open. Nothing
 * shows until the learner has a note (the section is a way back to them, not an invitation); a failed read shows
 * nothing either, as the course page is whole without it. "Download notes" saves them as a text file; "All my notes"
 * opens the notebook (every course's).
 */
import Download from 'lucide-react/icons/download';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useLoad } from '../../../shared/hooks/use-load';
import type { Course } from '../../../shared/learning/learning-api';
import { NOTEBOOK_PATH } from '../../../shared/routing/paths';
import { fetchCourseNotes } from '../api/notes-api';
import type { Note } from '../api/notes-api';
import { notesAsText } from '../notes-file';
import { saveFile } from '../save-file';
import type { NotesOfCourse } from '../notes-file';
import { UnitNoteList } from './unit-note-list';

export interface CourseNotesProps {
  readonly course: Course;
  /** Whether the learning step is open: only then are the notes' times links to the video. */
  readonly open: boolean;
}

/** The notes in groups of one unit each, in the order the server gives (the units' order), with the units' titles. */
export function notesOfCourse(course: Course, notes: readonly Note[]): NotesOfCourse {
  const groups = new Map<number, Note[]>();
  for (const note of notes) {
    const group = groups.get(note.unitId);
    if (group) group.push(note);
    else groups.set(note.unitId, [note]);
  }
  const units = [...groups].map(([unitId, unitNotes]) => ({ unitId, title: course.units.find((unit) => unit.id === unitId)?.title ?? '', notes: unitNotes }));
  return { courseName: course.name, units };
}

export function CourseNotes({ course, open }: CourseNotesProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const headingId = useId();
  const notes = useLoad(() => fetchCourseNotes(client, course.id), [client, course.id]);
  if (notes.status !== 'loaded' || notes.data.length === 0) return null;
  const grouped = notesOfCourse(course, notes.data);

  return (
    <section className="course__notes" aria-labelledby={headingId}>
      <div className="course-notes__head">
        <h2 id={headingId}>
          {t('learning.notes.title')} <span className="notes__count">({notes.data.length.toLocaleString()})</span>
        </h2>
        <div className="course-notes__actions">
          <Link className="course-notes__all" href={NOTEBOOK_PATH}>
            {t('notebook.allNotes')}
          </Link>
          <button
            type="button"
            className="button button--secondary course-notes__download"
            onClick={() => {
              const title = t('learning.notes.title');
              saveFile(`${course.name} - ${title}`, notesAsText(title, [grouped]));
            }}
          >
            <Download aria-hidden="true" focusable="false" />
            {t('learning.notes.download')}
          </button>
        </div>
      </div>
      <div className="course-notes">
        {grouped.units.map((unit) => (
          <section key={unit.unitId} className="course-notes__unit" aria-label={unit.title}>
            <h3 className="course-notes__title">{unit.title}</h3>
            <UnitNoteList courseId={course.id} unitId={unit.unitId} notes={unit.notes} open={open} />
          </section>
        ))}
      </div>
    </section>
  );
}
