/**
 * The first screen's course covers: how many load at once, and fetching them before their cards are drawn.
 * Kept apart from the card itself so the app's entry can use it without the card's code.
 */
import type { Course } from './learning-api';

/**
 * The number of cards at the top of a list whose covers load at once (`eager`, high priority): the first
 * screen's — a row of three on a desktop, three of the phone's short cards below the continue-learning card
 * (Lighthouse's largest paint on /pc/home at 412 px was the third card's cover).
 */
export const EAGER_COVERS = 4;

/**
 * Fetches the first screen's covers of `courses` now, at high priority, for a list whose cards are not drawn yet
 * (their page's code is still loading): each `<img>` then finds its picture in the browser's cache.
 */
export function preloadFirstCovers(courses: readonly Course[]): void {
  for (const course of courses.slice(0, EAGER_COVERS)) {
    if (!course.coverUrl) continue;
    const picture = new Image();
    picture.fetchPriority = 'high';
    picture.src = course.coverUrl;
  }
}
