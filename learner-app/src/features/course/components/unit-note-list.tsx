/**
 * A unit's notes as the course page and the notebook list them (decision 0093): each note's time, a link opening the
 * unit's video there (`&t=` seconds) while the learning step is open, plain text otherwise, then the note's text
 * (with a search's matches marked, in the notebook).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { unitPagePath } from '../../../shared/routing/paths';
import { formatCountdown } from '../../../shared/time/countdown';
import type { Note } from '../api/notes-api';
import { Marked } from '../../../shared/components/search-box';

export interface UnitNoteListProps {
  readonly courseId: number;
  readonly unitId: number;
  readonly notes: readonly Note[];
  /** Whether the course's learning step is open: only then are the times links. */
  readonly open: boolean;
  /** A search's pattern: what it matches in the texts is marked. */
  readonly pattern?: RegExp | undefined;
}

export function UnitNoteList({ courseId, unitId, notes, open, pattern }: UnitNoteListProps) {
  const { t } = useTranslation();
  return (
    <ol className="notes__list course-notes__list">
      {notes.map((note) => {
        const time = formatCountdown(note.position);
        return (
          <li key={note.noteId} className="note">
            {open ? (
              <Link className="note__time" href={unitPagePath('videoLearning', courseId, unitId, { t: String(note.position) })} aria-label={t('learning.notes.playFrom', { time })}>
                {time}
              </Link>
            ) : (
              <span className="note__time note__time--text">{time}</span>
            )}
            <p className="note__text">
              <Marked text={note.text} pattern={pattern} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
