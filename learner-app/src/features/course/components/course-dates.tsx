/**
 * The course page's dates (decision 0099): until when the learner may study the course, and "Add the dates to my
 * calendar", which saves a calendar file of the course's openings and deadlines still ahead, with reminders a week
 * and a day before each deadline, then says where the file is and what to do with it. Nothing shows for a course
 * without dates ahead.
 */
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/components/toast';
import { useLocale } from '../../../shared/i18n/use-locale';
import { formatOpening } from '../../../shared/learning/course-status';
import type { Course } from '../../../shared/learning/learning-api';
import { absoluteAppUrl, coursePath } from '../../../shared/routing/paths';
import { courseCalendar, courseDates } from '../calendar/course-dates';
import { saveFile } from '../save-file';
import { useApiClient } from '../../../shared/api/api-client-context';

const SAVED_TOAST_MS = 8000;

export function CourseDates({ course }: { readonly course: Course }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const client = useApiClient();
  const dates = courseDates(course, client.now());
  if (dates.length === 0) return null;
  const accessEnds = dates.find((date) => date.accessEnds)?.at;
  const save = () => {
    const courseUrl = absoluteAppUrl(coursePath(course.id));
    const name = saveFile(course.name, courseCalendar(course, { t, locale, courseUrl, now: client.now() }), { extension: 'ics', type: 'text/calendar' });
    // What to do with the file, which not every learner knows; long enough to be read.
    toast(t('learning.calendar.saved', { file: name }), { tone: 'success', durationMs: SAVED_TOAST_MS });
  };
  return (
    <div className="course__dates">
      {accessEnds && (
        <p className="course__access">
          {t('learning.accessUntil')} <time dateTime={accessEnds}>{formatOpening(accessEnds, locale)}</time>
        </p>
      )}
      <button type="button" className="button button--secondary course__calendar" onClick={save}>
        <CalendarPlus aria-hidden="true" focusable="false" />
        {t('learning.calendar.add')}
      </button>
    </div>
  );
}
