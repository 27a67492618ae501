/**
 * Finding a course on home and on the overview (decision 0096): the course cards by state — all, due soon (decision
 * 0100: open and due within a week, the soonest first), open, finished, not open yet, expired — each with its count,
 * the states no course is in left out — and, once the list is longer than a screen or two,
 * a search of the courses' names and descriptions; from three courses, their order (decision 0106): as assigned, by
 * the next deadline, or by name. All are kept in the address (`?show=finished&q=coach&sort=due`), so a learner who
 * opens a course and comes back finds the list as they left it.
 */
import { useMemo, useRef } from 'react';
import type { Ref } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { MenuButton } from '../components/menu-button';
import { SearchBox, searchPattern } from '../components/search-box';
import { htmlLangOf } from '../i18n/language';
import { useLocale } from '../i18n/use-locale';
import { CourseCard } from './course-card';
import { EAGER_COVERS } from './covers';
import { nearDeadline, nextDeadline } from './deadlines';
import type { Course } from './learning-api';

/** The choices, in the order shown: every course, those due within a week, then the courses in one state. */
export const COURSE_FILTERS = ['all', 'dueSoon', 'open', 'finished', 'notOpen', 'expired'] as const;
export type CourseFilter = (typeof COURSE_FILTERS)[number];

/** From this many courses the search field shows: fewer fit a screen or two and are found by eye. */
export const SEARCH_FROM = 7;

/**
 * The orders offered: as assigned (the server's: the courses outside projects first, then each project's, each in
 * its administrator's order), the next deadline first, or by name in the learner's language.
 */
export const COURSE_ORDERS = ['assigned', 'due', 'name'] as const;
export type CourseOrder = (typeof COURSE_ORDERS)[number];

/** From this many courses their order can be chosen: two are seen at a glance. */
export const SORT_FROM = 3;

/** What the address asks for: `show` (a state), `q` (the search's words) and `sort` (an order). */
export interface CourseChoice {
  readonly show: CourseFilter;
  readonly query: string;
  /** Absent: the state's own order ({@link defaultOrder}). */
  readonly sort?: CourseOrder | undefined;
}

/** The order of a state when the learner chose none: "due soon" the soonest first (decision 0100), the others as assigned. */
export const defaultOrder = (show: CourseFilter): CourseOrder => (show === 'dueSoon' ? 'due' : 'assigned');

/** The choice an address holds; anything else in `show` is every course, in `sort` no order chosen. */
export function choiceOf(params: URLSearchParams): CourseChoice {
  const show = params.get('show');
  const sort = params.get('sort');
  return {
    show: COURSE_FILTERS.find((filter) => filter === show) ?? 'all',
    query: params.get('q') ?? '',
    sort: COURSE_ORDERS.find((order) => order === sort),
  };
}

/** The address's parameters with `choice` in them (the others, such as `lang`, kept). */
export function withChoice(params: URLSearchParams, { show, query, sort }: CourseChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  if (show === 'all') next.delete('show');
  else next.set('show', show);
  if (query.trim()) next.set('q', query);
  else next.delete('q');
  if (sort === undefined) next.delete('sort');
  else next.set('sort', sort);
  return next;
}

/**
 * `courses` in `order` (a new array; ties keep the order as assigned): by the next deadline, the soonest first and the
 * courses with none after (decision 0106); or by name, as `collator` compares them.
 */
export function sortedCourses(courses: readonly Course[], order: CourseOrder, now: Date, collator: Intl.Collator): Course[] {
  if (order === 'name') return [...courses].sort((a, b) => collator.compare(a.name, b.name));
  if (order === 'assigned') return [...courses];
  const due = new Map(courses.map((course) => [course, nextDeadline(course, now)]));
  const key = (course: Course) => {
    const deadline = due.get(course);
    return deadline == null ? Number.POSITIVE_INFINITY : Date.parse(deadline);
  };
  return [...courses].sort((a, b) => key(a) - key(b));
}

/** Whether an open course is due within a week (decision 0100). */
const dueSoon = (course: Course, now: Date) => nearDeadline(course, now) !== null;

/** How many courses each choice shows. */
export function countsOf(courses: readonly Course[], now: Date): Record<CourseFilter, number> {
  const counts = { all: courses.length, dueSoon: 0, open: 0, finished: 0, notOpen: 0, expired: 0 };
  for (const course of courses) {
    counts[course.status] += 1;
    if (dueSoon(course, now)) counts.dueSoon += 1;
  }
  return counts;
}

/**
 * The choices worth offering: "all" and each state a course is in, when the courses are in two states or more; and
 * "due soon" when some courses are and others not (with one state only, it is then the one choice beside "all").
 */
export function filtersOffered(counts: Record<CourseFilter, number>): readonly CourseFilter[] {
  const states = COURSE_FILTERS.filter((filter) => filter !== 'all' && filter !== 'dueSoon' && counts[filter] > 0);
  const byState = states.length > 1;
  const byDue = counts.dueSoon > 0 && counts.dueSoon < counts.all;
  if (!byState && !byDue) return [];
  return ['all', ...(counts.dueSoon > 0 ? (['dueSoon'] as const) : []), ...(byState ? states : [])];
}

/** What the page shows for a choice, and what it offers to choose. */
export interface CourseView {
  /** The courses shown. */
  readonly courses: readonly Course[];
  /** How many courses there are in all and in each state. */
  readonly counts: Record<CourseFilter, number>;
  readonly offered: readonly CourseFilter[];
  /** The state in force: the one chosen, or "all" when that one is not offered. */
  readonly show: CourseFilter;
  readonly searchable: boolean;
  readonly sortable: boolean;
  /** The order in force: the one chosen, else the state's own (as assigned while the order is not offered). */
  readonly sort: CourseOrder;
  /** Whether the choice hides some courses. */
  readonly narrowed: boolean;
}

/**
 * What the page shows for `choice`: a state no longer offered (no course is in it, or a shared address asks for it),
 * a search while the field is not shown and an order while the menu is not count as not chosen, so nothing is hidden
 * or moved by a choice the learner cannot see.
 */
export function shownCourses(courses: readonly Course[], choice: CourseChoice, now: Date, collator = new Intl.Collator()): CourseView {
  const counts = countsOf(courses, now);
  const offered = filtersOffered(counts);
  const show = offered.includes(choice.show) ? choice.show : 'all';
  const searchable = courses.length >= SEARCH_FROM;
  const sortable = courses.length >= SORT_FROM;
  const sort = sortable ? (choice.sort ?? defaultOrder(show)) : defaultOrder(show);
  const pattern = searchable ? searchPattern(choice.query) : undefined;
  const inState = (course: Course) => show === 'all' || (show === 'dueSoon' ? dueSoon(course, now) : course.status === show);
  const shown = courses.filter((course) => inState(course) && (!pattern || pattern.test(course.name) || pattern.test(course.description)));
  return { courses: sortedCourses(shown, sort, now, collator), counts, offered, show, searchable, sortable, sort, narrowed: show !== 'all' || pattern !== undefined };
}

export interface CourseFinderProps {
  readonly view: CourseView;
  readonly choice: CourseChoice;
  readonly onChoose: (choice: CourseChoice) => void;
  /** The finder's element, for the page to put focus back in it. */
  readonly ref?: Ref<HTMLDivElement>;
}

/** The state buttons, the search and the order above the cards; nothing when there is nothing to choose. */
export function CourseFinder({ view, choice, onChoose, ref }: CourseFinderProps) {
  const { t } = useTranslation();
  const { counts, offered, show, searchable, sortable, sort, narrowed } = view;
  const shown = view.courses.length;
  if (!offered.length && !searchable && !sortable) return null;
  return (
    <div ref={ref} className="course-finder">
      <div className="course-finder__bar">
        {offered.length > 0 && (
          <ToggleButtonGroup
            className="course-finder__states"
            aria-label={t('home.filter.label')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[show]}
            onSelectionChange={(keys) => {
              const [chosen] = [...keys];
              const filter = COURSE_FILTERS.find((name) => name === chosen);
              if (filter) onChoose({ ...choice, show: filter });
            }}
          >
            {offered.map((filter) => (
              <ToggleButton key={filter} id={filter} className="course-finder__state">
                {filter === 'all' ? t('home.filter.all') : filter === 'dueSoon' ? t('home.filter.dueSoon') : t(`learning.courseStatus.${filter}`)}{' '}
                <span className="course-finder__count">{counts[filter]}</span>
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {searchable && (
          <SearchBox
            className="course-finder__search"
            label={t('home.filter.search')}
            clearLabel={t('home.filter.clearSearch')}
            value={choice.query}
            onChange={(query) => {
              onChoose({ ...choice, query });
            }}
          />
        )}
        {sortable && (
          <MenuButton
            className="course-finder__sort"
            label={t('home.filter.sortedBy', { order: t(`home.filter.order.${sort}`) })}
            menuLabel={t('home.filter.sortLabel')}
            items={COURSE_ORDERS.map((order) => ({
              id: order,
              label: t(`home.filter.order.${order}`),
              checked: order === sort,
              // The state's own order is no choice: leaving another state for it keeps that state's own.
              onSelect: () => {
                onChoose({ ...choice, sort: order === defaultOrder(show) ? undefined : order });
              },
            }))}
          />
        )}
      </div>
      {/* Said as the list changes; with no course left, the page's "no course matches" says it to the eye. */}
      <p role="status" className={shown > 0 ? 'search-box__found' : 'visually-hidden'}>
        {!narrowed ? '' : shown > 0 ? t('home.filter.shown', { count: shown, total: counts.all }) : t('home.filter.none')}
      </p>
    </div>
  );
}

/** No course matches the choice: say so, and offer every course back. */
export function NoCourseMatches({ onShowAll }: { readonly onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state empty-state--guide">
      <SearchX className="empty-state__image" aria-hidden="true" focusable="false" />
      <h2 className="empty-state__title">{t('home.filter.none')}</h2>
      <p className="empty-state__guide">{t('home.filter.noneHint')}</p>
      <button type="button" className="button button--primary" onClick={onShowAll}>
        {t('home.filter.showAll')}
      </button>
    </div>
  );
}

/**
 * The learner's courses as cards under the finder, narrowed by what the address chooses (the choice written back to
 * it in place); when nothing is left, "no course matches" with every course offered back, the focus then in the search.
 */
export function FilteredCourses({ courses }: { readonly courses: readonly Course[] }) {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const choice = choiceOf(params);
  const finder = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const collator = useMemo(() => new Intl.Collator(htmlLangOf(locale)), [locale]);
  const choose = (next: CourseChoice) => {
    const query = withChoice(params, next).toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  const shown = shownCourses(courses, choice, new Date(), collator);
  return (
    <>
      <CourseFinder ref={finder} view={shown} choice={choice} onChoose={choose} />
      {shown.courses.length === 0 ? (
        <NoCourseMatches
          onShowAll={() => {
            choose({ ...choice, show: 'all', query: '' });
            // The button leaves with the message; the search field, which stays, takes the focus.
            finder.current?.querySelector('input')?.focus();
          }}
        />
      ) : (
        <ul className="course-cards">
          {shown.courses.map((course, index) => (
            <CourseCard key={course.id} course={course} eager={index < EAGER_COVERS} />
          ))}
        </ul>
      )}
    </>
  );
}
