/**
 * A course card (home, overview, project list): the 16:9 cover, the name (the whole card opens the course while
 * it is open), length and unit count, progress, and a status chip — open or its next deadline, finished, opening
 * date or expired.
 */
import type { TFunction } from 'i18next';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useServerNow } from '../api/api-client-context';
import { ProgressBar } from '../components/load-state';
import { useLocale } from '../i18n/use-locale';
import { coursePath } from '../routing/paths';
import type { Locale } from '../i18n/language';
import { formatOpeningDay, lockStateText } from './course-status';
import { dueText, isDueSoon, nextDeadline } from './deadlines';
import type { Course } from './learning-api';

/**
 * The 16:9 cover: the course's picture, or a drawn one in one of four calm tints chosen by the course id. `eager`
 * (fetched at once, at high priority) for the covers in the first screen (`EAGER_COVERS`): a lazy picture there is
 * fetched late, and it is the page's largest paint.
 */
export function CourseCover({ course, className = '', eager = false }: { readonly course: Course; readonly className?: string; readonly eager?: boolean }) {
  return (
    <div className={`course-card__cover course-card__cover--tint-${course.id % 4} ${className}`.trim()}>
      {course.coverUrl && (
        <img
          src={course.coverUrl}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
        />
      )}
    </div>
  );
}

/** "Due Dec 31, 2030", or within a week "Due in 3 days" marked as near (decision 0100); the moment is its `<time>`. */
export function DueChip({ deadline }: { readonly deadline: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useServerNow();
  return (
    <span className={`chip ${isDueSoon(deadline, now) ? 'chip--dueSoon' : 'chip--open'} course-card__state`}>
      <CalendarClock className="chip__icon" aria-hidden="true" focusable="false" />
      <time dateTime={deadline}>{dueText(t, deadline, locale, now)}</time>
    </span>
  );
}

/**
 * The card's status chip: open, finished, expired, or — not open yet — the day it opens ("Opens Sep 1, 2030"; the
 * exact time is the chip's `<time>`, and the course page says it in full). An open course with a deadline ahead
 * shows that instead of "Open" ("Due Dec 31, 2030"), told in days and marked once a week away or less ("Due
 * tomorrow"; decision 0100).
 */
function StatusChip({ course, t, locale }: { readonly course: Course; readonly t: TFunction; readonly locale: Locale }) {
  const now = useServerNow();
  if (course.status === 'notOpen' && course.opensAt) {
    return (
      <span className="chip chip--notOpen course-card__state">
        <CalendarClock className="chip__icon" aria-hidden="true" focusable="false" />
        <time dateTime={course.opensAt}>{t('learning.courseStatus.opensOn', { date: formatOpeningDay(course.opensAt, locale) })}</time>
      </span>
    );
  }
  const deadline = nextDeadline(course, now);
  if (deadline) return <DueChip deadline={deadline} />;
  const state = course.status === 'open' ? t('learning.courseStatus.open') : lockStateText(t, course, locale);
  return <span className={`chip chip--${course.status} course-card__state`}>{state}</span>;
}

export function CourseCard({ course, eager = false }: { readonly course: Course; readonly eager?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const locked = course.status === 'notOpen' || course.status === 'expired';
  const progress = t('learning.progress', { progress: course.progress });
  return (
    <li className={`course-card course-card--${course.status}`} data-course-id={course.id}>
      <CourseCover course={course} eager={eager} />
      <div className="course-card__body">
        <h2 className="course-card__name">{locked ? course.name : <Link className="stretched-link" href={coursePath(course.id)}>{course.name}</Link>}</h2>
        <p className="course-card__facts">
          {t('learning.minutes', { minutes: course.estimatedMinutes })} · {t('learning.units', { count: course.unitCount })}
        </p>
        {/* The bar with its figure and the status, at the card's foot: level across a row of cards. */}
        <div className="course-card__end">
          <ProgressBar value={course.progress} label={progress} />
          <p className="course-card__footer">
            <span className="course-card__progress">{progress}</span>
            <StatusChip course={course} t={t} locale={locale} />
          </p>
        </div>
      </div>
    </li>
  );
}
