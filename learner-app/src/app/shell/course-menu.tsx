/**
 * The header's course selection (spec §2), shown only when the store's course
 * list has courses. The rules are `selectCourse` in `course-selection.ts`.
 */
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MenuButton } from '../../shared/components/menu-button';
import { courseListAtom } from '../../shared/learning/course-list';
import { learningPathMetaIdAtom } from '../../shared/learning/learning-context';
import { refreshPageAtom } from '../../shared/routing/page-refresh';
import { selectCourse } from './course-selection';

export function CourseMenu() {
  const { t } = useTranslation();
  const [courseList, setCourseList] = useAtom(courseListAtom);
  const setLearningPathMetaId = useSetAtom(learningPathMetaIdAtom);
  const refreshPage = useSetAtom(refreshPageAtom);
  const [location, navigate] = useLocation();
  if (courseList.length === 0) return null;

  const selected = courseList.find((course) => course.select);
  const visible = selected?.name ?? t('header.chooseCourse');

  const choose = (id: number) => {
    const selection = selectCourse(courseList, id, location);
    if (!selection) return;
    setCourseList(selection.courseList);
    setLearningPathMetaId(selection.selectedId);
    const { to, replace, refresh } = selection.navigation;
    if (to !== undefined) navigate(to, { replace });
    if (refresh) refreshPage();
  };

  return (
    <MenuButton
      className="header__courses"
      align="start"
      label={t('header.courseMenu', { name: visible })}
      menuLabel={t('header.courses')}
      items={courseList.map((course) => ({
        id: String(course.id),
        label: course.name,
        checked: course.select,
        onSelect: () => {
          choose(course.id);
        },
      }))}
    >
      {visible}
    </MenuButton>
  );
}
