/**
 * Finding a course on home, the overview and a project's page (decision 0096), and a project on home's Project
 * Learning tab (decision 0107): the cards by state — all, due soon (decision 0100: open and due within a week, the
 * soonest first), open, finished, not open yet, expired — each with its count, the states none is in left out — and,
 * once the list is longer than a screen or two, a search of the names and descriptions; from three, their order
 * (decision 0106): as assigned, by the next deadline, or by name. All are kept in the address
 * (`?show=finished&q=coach&sort=due`; the projects' under their own names), so a learner who opens a course or a
 * project and comes back finds the list as they left it.
 */
import { useMemo, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { ToggleButtonGroup } from 'react-aria-components/ToggleButtonGroup';
import SearchX from 'lucide-react/icons/search-x';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useServerNow } from '../api/api-client-context';
import { MenuButton } from '../components/menu-button';
import { SearchBox, searchPattern } from '../components/search-box';
import { htmlLangOf } from '../i18n/language';
import { useLocale } from '../i18n/use-locale';
import { useReplaceQuery } from '../routing/use-replace-query';
import { CourseCard } from './course-card';
import { EAGER_COVERS } from './covers';
import { isDueSoon, nextDeadline, projectDeadline } from './deadlines';
import type { Course, Project } from './learning-api';

/** What the finder lists: a course or a project, by its state, name and description. */
export interface Findable {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly status: Course['status'];
}

/** The next deadline of an item open to the learner, null when none is ahead. */
export type DeadlineOf<T> = (item: T, now: Date) => string | null;

/** The address's parameters a list's choice is kept in: home's courses and its projects each have their own. */
export interface ChoiceKeys {
  readonly show: string;
  readonly query: string;
  readonly sort: string;
}

/** What differs between the lists the finder serves: the deadline, the address's parameters and the words. */
export interface FinderKind<T extends Findable> {
  readonly deadlineOf: DeadlineOf<T>;
  readonly keys: ChoiceKeys;
  /** The strings' namespace under `home.`: "Show courses", "Search your projects", … */
  readonly words: 'filter' | 'projectFilter';
}

export const COURSE_FINDER: FinderKind<Course> = { deadlineOf: nextDeadline, keys: { show: 'show', query: 'q', sort: 'sort' }, words: 'filter' };
export const PROJECT_FINDER: FinderKind<Project> = {
  deadlineOf: projectDeadline,
  keys: { show: 'projectShow', query: 'projectQ', sort: 'projectSort' },
  words: 'projectFilter',
};

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

/** The choice an address holds under `keys`; anything else in `show` is every item, in `sort` no order chosen. */
export function choiceOf(params: URLSearchParams, keys: ChoiceKeys = COURSE_FINDER.keys): CourseChoice {
  const show = params.get(keys.show);
  const sort = params.get(keys.sort);
  return {
    show: COURSE_FILTERS.find((filter) => filter === show) ?? 'all',
    query: params.get(keys.query) ?? '',
    sort: COURSE_ORDERS.find((order) => order === sort),
  };
}

/** The address's parameters with `choice` in them under `keys` (the others, such as `lang`, kept). */
export function withChoice(params: URLSearchParams, { show, query, sort }: CourseChoice, keys: ChoiceKeys = COURSE_FINDER.keys): URLSearchParams {
  const next = new URLSearchParams(params);
  if (show === 'all') next.delete(keys.show);
  else next.set(keys.show, show);
  if (query.trim()) next.set(keys.query, query);
  else next.delete(keys.query);
  if (sort === undefined) next.delete(keys.sort);
  else next.set(keys.sort, sort);
  return next;
}

/**
 * `items` in `order` (a new array; ties keep the order as assigned): by the next deadline (`deadlineOf`), the soonest
 * first and those with none after (decision 0106); or by name, as `collator` compares them.
 */
export function sortedItems<T extends Findable>(items: readonly T[], order: CourseOrder, now: Date, collator: Intl.Collator, deadlineOf: DeadlineOf<T>): T[] {
  if (order === 'name') return [...items].sort((a, b) => collator.compare(a.name, b.name));
  if (order === 'assigned') return [...items];
  const due = new Map(items.map((item) => [item, deadlineOf(item, now)]));
  const key = (item: T) => {
    const deadline = due.get(item);
    return deadline == null ? Number.POSITIVE_INFINITY : Date.parse(deadline);
  };
  return [...items].sort((a, b) => key(a) - key(b));
}

/** {@link sortedItems} for courses. */
export const sortedCourses = (courses: readonly Course[], order: CourseOrder, now: Date, collator: Intl.Collator): Course[] =>
  sortedItems(courses, order, now, collator, nextDeadline);

/** Whether an item open to the learner is due within a week (decision 0100). */
function dueSoon<T>(item: T, now: Date, deadlineOf: DeadlineOf<T>): boolean {
  const deadline = deadlineOf(item, now);
  return deadline !== null && isDueSoon(deadline, now);
}

/** How many items each choice shows. */
export function countsOf<T extends Findable>(items: readonly T[], now: Date, deadlineOf: DeadlineOf<T>): Record<CourseFilter, number> {
  const counts = { all: items.length, dueSoon: 0, open: 0, finished: 0, notOpen: 0, expired: 0 };
  for (const item of items) {
    counts[item.status] += 1;
    if (dueSoon(item, now, deadlineOf)) counts.dueSoon += 1;
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
export interface CourseView<T extends Findable = Course> {
  /** The items shown. */
  readonly courses: readonly T[];
  /** How many there are in all and in each state. */
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
export function shownItems<T extends Findable>(courses: readonly T[], choice: CourseChoice, now: Date, collator: Intl.Collator, deadlineOf: DeadlineOf<T>): CourseView<T> {
  const counts = countsOf(courses, now, deadlineOf);
  const offered = filtersOffered(counts);
  const show = offered.includes(choice.show) ? choice.show : 'all';
  const searchable = courses.length >= SEARCH_FROM;
  const sortable = courses.length >= SORT_FROM;
  const sort = sortable ? (choice.sort ?? defaultOrder(show)) : defaultOrder(show);
  const pattern = searchable ? searchPattern(choice.query) : undefined;
  const inState = (course: T) => show === 'all' || (show === 'dueSoon' ? dueSoon(course, now, deadlineOf) : course.status === show);
  const shown = courses.filter((course) => inState(course) && (!pattern || pattern.test(course.name) || pattern.test(course.description)));
  return { courses: sortedItems(shown, sort, now, collator, deadlineOf), counts, offered, show, searchable, sortable, sort, narrowed: show !== 'all' || pattern !== undefined };
}

/** {@link shownItems} for courses. */
export const shownCourses = (courses: readonly Course[], choice: CourseChoice, now: Date, collator = new Intl.Collator()): CourseView =>
  shownItems(courses, choice, now, collator, nextDeadline);

export interface CourseFinderProps {
  readonly view: CourseView<Findable>;
  readonly choice: CourseChoice;
  /** The strings' namespace: the courses' words or the projects'. */
  readonly words?: FinderKind<Findable>['words'];
  readonly onChoose: (choice: CourseChoice) => void;
  /** The finder's element, for the page to put focus back in it. */
  readonly ref?: Ref<HTMLDivElement>;
}

/** The state buttons, the search and the order above the cards; nothing when there is nothing to choose. */
export function CourseFinder({ view, choice, onChoose, words = 'filter', ref }: CourseFinderProps) {
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
            aria-label={t(`home.${words}.label`)}
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
            label={t(`home.${words}.search`)}
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
            menuLabel={t(`home.${words}.sortLabel`)}
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
        {!narrowed ? '' : shown > 0 ? t(`home.${words}.shown`, { count: shown, total: counts.all }) : t(`home.${words}.none`)}
      </p>
    </div>
  );
}

/** Nothing matches the choice: say so, and offer every item back. */
export function NoCourseMatches({ onShowAll, words = 'filter' }: { readonly onShowAll: () => void; readonly words?: FinderKind<Findable>['words'] }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state empty-state--guide">
      <SearchX className="empty-state__image" aria-hidden="true" focusable="false" />
      <h2 className="empty-state__title">{t(`home.${words}.none`)}</h2>
      <p className="empty-state__guide">{t(`home.${words}.noneHint`)}</p>
      <button type="button" className="button button--primary" onClick={onShowAll}>
        {t(`home.${words}.showAll`)}
      </button>
    </div>
  );
}

export interface FilteredListProps<T extends Findable> {
  readonly items: readonly T[];
  readonly kind: FinderKind<T>;
  /** One item's card, an `<li>` with its key; `eager` for the first screen's covers. */
  readonly card: (item: T, eager: boolean) => ReactNode;
}

/**
 * The learner's courses or projects as cards under the finder, narrowed by what the address chooses (the choice
 * written back to it in place); when nothing is left, "no … matches" with every item offered back, the focus then in
 * the search.
 */
export function FilteredList<T extends Findable>({ items, kind, card }: FilteredListProps<T>) {
  const replaceQuery = useReplaceQuery();
  const params = new URLSearchParams(useSearch());
  const choice = choiceOf(params, kind.keys);
  const finder = useRef<HTMLDivElement>(null);
  const locale = useLocale();
  const collator = useMemo(() => new Intl.Collator(htmlLangOf(locale)), [locale]);
  const choose = (next: CourseChoice) => {
    replaceQuery(withChoice(params, next, kind.keys));
  };
  const shown = shownItems(items, choice, useServerNow(), collator, kind.deadlineOf);
  return (
    <>
      <CourseFinder ref={finder} view={shown} choice={choice} onChoose={choose} words={kind.words} />
      {shown.courses.length === 0 ? (
        <NoCourseMatches
          words={kind.words}
          onShowAll={() => {
            choose({ ...choice, show: 'all', query: '' });
            // The button leaves with the message; the search field, which stays, takes the focus.
            finder.current?.querySelector('input')?.focus();
          }}
        />
      ) : (
        <ul className="course-cards">{shown.courses.map((item, index) => card(item, index < EAGER_COVERS))}</ul>
      )}
    </>
  );
}

/** The learner's courses as cards under the finder ({@link FilteredList}). */
export function FilteredCourses({ courses }: { readonly courses: readonly Course[] }) {
  return <FilteredList items={courses} kind={COURSE_FINDER} card={(course, eager) => <CourseCard key={course.id} course={course} eager={eager} />} />;
}
