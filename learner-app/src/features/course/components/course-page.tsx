/**
 * /course?id= (spec §1, §2, §4): the course's header with its overall progress, the four steps as a stepper with
 * their lock states (`CourseSteps`), the units with their length and state (`UnitRows`), and the learner's notes on
 * their videos (`CourseNotes`, once there are any). A finished course leads to its certificate (decision 0095); the
 * dates still ahead can be added to the learner's calendar (`CourseDates`, decision 0099). Above its title, the way
 * back to its project or to the list of courses the learner came from (decision 0107).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { BackNav } from '../../../shared/components/back-link';
import { LoadFailed, ProgressBar } from '../../../shared/components/load-state';
import { CoursePageSkeleton } from '../../../shared/components/skeletons';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { CourseCover } from '../../../shared/learning/course-card';
import { canEnter } from '../../../shared/learning/course-status';
import { useSelectedCourse } from '../../../shared/learning/use-course-list-sync';
import { useCourseWayBack } from '../../../shared/learning/way-back';
import { courseDetail, courseTicket } from '../data/course-requests';
import { useCourseQuery } from '../use-unit';
import { CourseDates } from './course-dates';
import { CourseFinished } from './course-finished';
import { CourseNotes } from './course-notes';
import { CourseSteps } from './course-steps';
import { UnitRows } from './unit-rows';

export function CoursePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  const { courseId } = useCourseQuery();
  useSelectedCourse(courseId);
  const state = useLoad(
    () => (courseId === undefined ? Promise.reject(new Error('no course id')) : courseDetail.take(client, courseId)),
    [client, courseId, locale],
  );
  const ticket = useLoad(
    () => (courseId === undefined ? Promise.resolve({ expired: false }) : courseTicket.take(client, courseId)),
    [client, courseId],
  );
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [courseId]);
  const back = useCourseWayBack(state.status === 'loaded' ? state.data.projectId : null);
  const backWords = { project: t('learning.backToProject'), overview: t('learning.backToOverview'), home: t('learning.backToHome') }[back.to];

  if (state.status === 'loading') return <main className="page course"><CoursePageSkeleton /></main>;
  if (state.status === 'failed') return <main className="page course"><LoadFailed onRetry={state.retry} /></main>;
  const course = state.data;
  const lessons = course.steps.find((step) => step.step === 2);
  const lessonsOpen = lessons ? canEnter(lessons.status) : false;
  const ticketExpired = ticket.status === 'loaded' && ticket.data.expired;
  const progress = t('learning.progress', { progress: course.progress });

  return (
    <main className="page course">
      <BackNav href={back.href} label={course.name}>
        {backWords}
      </BackNav>
      <header className="course__header">
        <div className="course__intro">
          <h1 className="page__title">{course.name}</h1>
          <p className="course__summary">{course.description}</p>
          <p className="course__facts">
            {t('learning.minutes', { minutes: course.estimatedMinutes })} · {t('learning.units', { count: course.unitCount })} · {progress}
          </p>
          <ProgressBar value={course.progress} label={progress} />
          <CourseDates course={course} />
        </div>
        <CourseCover course={course} className="course__cover" />
      </header>
      {(ticketExpired || course.status === 'expired') && (
        <p className="notice" role="status">
          {t('notices.courseExpired')}
        </p>
      )}
      {course.status === 'finished' && <CourseFinished courseId={course.id} />}
      <CourseSteps course={course} />
      <section className="course__units" aria-labelledby="unit-list-title">
        <h2 id="unit-list-title">{t('learning.unitList')}</h2>
        <UnitRows courseId={course.id} units={course.units} open={lessonsOpen} />
      </section>
      <CourseNotes course={course} open={lessonsOpen} />
    </main>
  );
}
