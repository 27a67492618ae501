import { act } from '@testing-library/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../test/fake-fetch';
import type { FakeReply } from '../../../test/fake-fetch';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setLocale } from '../i18n/i18n';
import { courseListAtom } from './course-list';
import { learningPathMetaIdAtom } from './learning-context';
import { COURSE_LIST_RETRY_MS, COURSE_LIST_TRIES, useCourseListSync } from './use-course-list-sync';

const TOUR = [
  { id: 1, name: 'Coaching for Success', progress: 50, status: 'open', projectId: null },
  { id: 0, name: 'Leadership DNA', progress: 0, status: 'open', projectId: null, surveyId: 1, tourId: 1, timeLimitSeconds: 1200 },
];

function CourseNames() {
  useCourseListSync();
  return <p>{useAtomValue(courseListAtom).map((course) => course.name).join(', ') || 'no courses'}</p>;
}

/** The list as the header's menu reads it, and a button choosing course 1 as a course's page does. */
function CourseMarks() {
  useCourseListSync();
  const choose = useSetAtom(learningPathMetaIdAtom);
  const marks = useAtomValue(courseListAtom).map((course) => `${course.name}${course.select ? ' (chosen)' : ''}`);
  return (
    <>
      <p>{marks.join(', ') || 'no courses'}</p>
      <button type="button" onClick={() => choose(1)}>
        Open course 1
      </button>
    </>
  );
}

/** Answers the learning tour with `failures` failures first (a lost connection, then a server error), then the tour. */
function tourAfter(failures: number) {
  let asked = 0;
  return (): FakeReply => {
    asked += 1;
    if (asked > failures) return envelope(0, TOUR);
    return asked % 2 ? { networkError: true } : { status: 500, json: { code: 500, message: 'busy', data: null } };
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the header’s course list (spec §3 courseList) is filled from the learning tour', () => {
  it('a failed load is tried again, quietly, and the list still arrives', async () => {
    vi.useFakeTimers();
    setLocale('en_US');
    const view = renderWithProviders(<CourseNames />, { fakeTimers: true, replies: { 'GET /sr/learningtourEN': tourAfter(2) } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(view.getByText('no courses')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(COURSE_LIST_RETRY_MS));
    await act(() => vi.advanceTimersByTimeAsync(COURSE_LIST_RETRY_MS * 2));
    expect(view.getByText('Coaching for Success, Leadership DNA')).toBeTruthy();
    expect(view.calls.filter((call) => call.url.pathname === '/sr/learningtourEN')).toHaveLength(3);
  });

  it(`gives up after ${COURSE_LIST_TRIES} tries, and asks no more once the page has gone`, async () => {
    vi.useFakeTimers();
    setLocale('en_US');
    const view = renderWithProviders(<CourseNames />, { fakeTimers: true, replies: { 'GET /sr/learningtourEN': tourAfter(10) } });
    await act(() => vi.advanceTimersByTimeAsync(COURSE_LIST_RETRY_MS * 10));
    expect(view.calls).toHaveLength(COURSE_LIST_TRIES);
    expect(view.getByText('no courses')).toBeTruthy();

    const again = renderWithProviders(<CourseNames />, { fakeTimers: true, replies: { 'GET /sr/learningtourEN': tourAfter(1) } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    again.unmount();
    await act(() => vi.advanceTimersByTimeAsync(COURSE_LIST_RETRY_MS * 10));
    expect(again.calls).toHaveLength(1);
  });

  it('a course opened marks it as chosen in the list already loaded, without asking for the list again', async () => {
    setLocale('en_US');
    const view = renderWithProviders(<CourseMarks />, { replies: { 'GET /sr/learningtourEN': () => envelope(0, TOUR) } });
    await view.findByText('Coaching for Success, Leadership DNA');
    await act(async () => view.getByRole('button', { name: 'Open course 1' }).click());
    expect(view.getByText('Coaching for Success (chosen), Leadership DNA')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(view.calls.filter((call) => call.url.pathname === '/sr/learningtourEN')).toHaveLength(1);
  });
});
