/** A course card: name, duration, unit count, progress and lock state (home, overview, project list). */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ProgressBar } from '../components/load-state';
import { useLocale } from '../i18n/use-locale';
import { coursePath } from '../routing/paths';
import { lockStateText } from './course-status';
import type { Course } from './learning-api';

export function CourseCard({ course }: { readonly course: Course }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const locked = course.status === 'notOpen' || course.status === 'expired';
  const progress = t('learning.progress', { progress: course.progress });
  return (
    <li className={`course-card course-card--${course.status}`} data-course-id={course.id}>
      <h2 className="course-card__name">
        {locked ? course.name : <Link href={coursePath(course.id)}>{course.name}</Link>}
      </h2>
      <p className="course-card__facts">
        {t('learning.minutes', { minutes: course.estimatedMinutes })} · {t('learning.units', { count: course.unitCount })}
      </p>
      <ProgressBar value={course.progress} label={progress} />
      <p className="course-card__progress">{progress}</p>
      <p className="course-card__state">
        {course.status === 'open' ? t('learning.courseStatus.open') : lockStateText(t, course, locale)}
      </p>
    </li>
  );
}
