/**
 * The course page's "My notes" (decision 0093): every note the learner wrote on the course's unit videos, unit by
 * unit, each time a link that opens the unit's video there (`&t=` seconds) while the learning step is open. Nothing
 * shows until the learner has a note (the section is a way back to them, not an invitation); a failed read shows
 * nothing either, as the course page is whole without it. "Download notes" saves them as a text file.
 */
import Download from 'lucide-react/icons/download';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useLoad } from '../../../shared/hooks/use-load';
import type { Course } from '../../../shared/learning/learning-api';
import { unitPagePath } from '../../../shared/routing/paths';
import { formatCountdown } from '../../../shared/time/countdown';
import { fetchCourseNotes } from '../api/notes-api';
import type { Note } from '../api/notes-api';

export interface CourseNotesProps {
  readonly course: Course;
  /** Whether the learning step is open: only then are the notes' times links to the video. */
  readonly open: boolean;
}

/** The notes in groups of one unit each, in the order the server gives (the units' order). */
function byUnit(notes: readonly Note[]): [number, Note[]][] {
  const groups = new Map<number, Note[]>();
  for (const note of notes) {
    const group = groups.get(note.unitId);
    if (group) group.push(note);
    else groups.set(note.unitId, [note]);
  }
  return [...groups];
}

/**
 * The notes as a plain-text file a learner keeps: the course's name, then each unit's title and its notes, a note's
 * time before its text (its own line breaks indented under it).
 */
export function notesAsText(course: Course, notes: readonly Note[], heading: string): string {
  const lines = [course.name, heading, ''];
  for (const [unitId, unitNotes] of byUnit(notes)) {
    lines.push(course.units.find((unit) => unit.id === unitId)?.title ?? '', '');
    for (const note of unitNotes) lines.push(`${formatCountdown(note.position)}  ${note.text.replace(/\r?\n/gu, '\n       ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Saves `text` as a UTF-8 file named `name` through the browser's download. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}

export function CourseNotes({ course, open }: CourseNotesProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const headingId = useId();
  const notes = useLoad(() => fetchCourseNotes(client, course.id), [client, course.id]);
  if (notes.status !== 'loaded' || notes.data.length === 0) return null;

  return (
    <section className="course__notes" aria-labelledby={headingId}>
      <div className="course-notes__head">
        <h2 id={headingId}>
          {t('learning.notes.title')} <span className="notes__count">({notes.data.length.toLocaleString()})</span>
        </h2>
        <button
          type="button"
          className="button button--secondary course-notes__download"
          onClick={() => {
            download(`${course.name} - ${t('learning.notes.title')}.txt`.replace(/[\\/:*?"<>|]/gu, ' '), notesAsText(course, notes.data, t('learning.notes.title')));
          }}
        >
          <Download aria-hidden="true" focusable="false" />
          {t('learning.notes.download')}
        </button>
      </div>
      <div className="course-notes">
        {byUnit(notes.data).map(([unitId, unitNotes]) => {
          const unit = course.units.find((candidate) => candidate.id === unitId);
          return (
            <section key={unitId} className="course-notes__unit" aria-label={unit?.title}>
              <h3 className="course-notes__title">{unit?.title}</h3>
              <ol className="notes__list course-notes__list">
                {unitNotes.map((note) => {
                  const time = formatCountdown(note.position);
                  return (
                    <li key={note.noteId} className="note">
                      {open ? (
                        <Link className="note__time" href={unitPagePath('videoLearning', course.id, unitId, { t: String(note.position) })} aria-label={t('learning.notes.playFrom', { time })}>
                          {time}
                        </Link>
                      ) : (
                        <span className="note__time note__time--text">{time}</span>
                      )}
                      <p className="note__text">{note.text}</p>
                    </li>
                  );
                })}
              </ol>
            </section>
          );
        })}
      </div>
    </section>
  );
}
