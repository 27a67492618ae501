/**
 * /notes (ours, decision 0094): the learner's notebook, every note they wrote on a unit's video, course by course
 * (the course of the latest note first), unit by unit. Each time opens the unit's video there while the course's
 * learning step is open; a search keeps the notes whose text, unit or course holds its words; "Download all notes"
 * saves them as one text file. Reached from the user menu and from a course page's notes.
 */
import Download from 'lucide-react/icons/download';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { EmptyState } from '../../../shared/components/empty-state';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { HOME_PATH, coursePath } from '../../../shared/routing/paths';
import { fetchNotebook } from '../api/notes-api';
import type { NotebookCourse } from '../api/notes-api';
import { notesAsText } from '../notes-file';
import { saveFile } from '../save-file';
import { Marked, SearchBox, searchPattern } from '../../../shared/components/search-box';
import { UnitNoteList } from './unit-note-list';

/** The notes `pattern` finds: a course or unit whose name it matches keeps all its notes, else the notes it matches. */
export function searchNotebook(courses: readonly NotebookCourse[], pattern: RegExp | undefined): readonly NotebookCourse[] {
  if (!pattern) return courses;
  return courses.flatMap((course) => {
    if (pattern.test(course.courseName)) return [course];
    const units = course.units.flatMap((unit) => {
      if (pattern.test(unit.title)) return [unit];
      const notes = unit.notes.filter((note) => pattern.test(note.text));
      return notes.length > 0 ? [{ ...unit, notes }] : [];
    });
    return units.length > 0 ? [{ ...course, units }] : [];
  });
}

const NO_COURSES: readonly NotebookCourse[] = [];

const countNotes = (courses: readonly NotebookCourse[]) => courses.reduce((sum, course) => sum + course.units.reduce((inCourse, unit) => inCourse + unit.notes.length, 0), 0);

function CourseNotebook({ course, pattern }: { readonly course: NotebookCourse; readonly pattern: RegExp | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="notebook__course" aria-labelledby={headingId}>
      <div className="notebook__course-head">
        <h2 id={headingId} className="notebook__course-name">
          <Link href={coursePath(course.courseId)}>
            <Marked text={course.courseName} pattern={pattern} />
          </Link>
        </h2>
        <span className="notes__count">{t('notebook.count', { count: countNotes([course]) })}</span>
        {!course.learningOpen && <span className="notebook__closed">{t('notebook.closed')}</span>}
      </div>
      <div className="course-notes">
        {course.units.map((unit) => (
          <section key={unit.unitId} className="course-notes__unit" aria-label={unit.title}>
            <h3 className="course-notes__title">
              <Marked text={unit.title} pattern={pattern} />
            </h3>
            <UnitNoteList courseId={course.courseId} unitId={unit.unitId} notes={unit.notes} open={course.learningOpen} pattern={pattern} />
          </section>
        ))}
      </div>
    </section>
  );
}

export function NotebookPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  // Read again in another language: the courses' and units' names come from the server.
  const notebook = useLoad(() => fetchNotebook(client), [client, locale]);
  const [query, setQuery] = useState('');
  const pattern = useMemo(() => searchPattern(query), [query]);
  const courses = notebook.status === 'loaded' ? notebook.data : NO_COURSES;
  const found = useMemo(() => searchNotebook(courses, pattern), [courses, pattern]);

  if (notebook.status === 'loading') {
    return (
      <main className="page notebook">
        <Skeleton lines={2} cards={2} />
      </main>
    );
  }
  if (notebook.status === 'failed') return <main className="page notebook"><LoadFailed onRetry={notebook.retry} /></main>;

  const title = t('learning.notes.title');
  const total = countNotes(courses);
  return (
    <main className="page notebook">
      <header className="notebook__header">
        <div>
          <h1>
            {title} {total > 0 && <span className="notes__count">({total.toLocaleString()})</span>}
          </h1>
          <p className="page__muted notebook__intro">{t('notebook.intro')}</p>
        </div>
        {total > 0 && (
          <button
            type="button"
            className="button button--secondary course-notes__download"
            onClick={() => {
              saveFile(title, notesAsText(title, courses));
            }}
          >
            <Download aria-hidden="true" focusable="false" />
            {t('notebook.downloadAll')}
          </button>
        )}
      </header>
      {total === 0 ? (
        <EmptyState icon={NotebookPen} title={t('notebook.emptyTitle')} text={t('notebook.emptyText')} action={t('notebook.emptyAction')} href={HOME_PATH} />
      ) : (
        <>
          <SearchBox className="notebook__search" label={t('notebook.search')} clearLabel={t('notebook.clearSearch')} value={query} onChange={setQuery} />
          <p role="status" className="search-box__found">
            {pattern && (found.length > 0 ? t('notebook.matches', { count: countNotes(found), query: query.trim() }) : t('notebook.noMatch', { query: query.trim() }))}
          </p>
          {found.map((course) => (
            <CourseNotebook key={course.courseId} course={course} pattern={pattern} />
          ))}
        </>
      )}
    </main>
  );
}
