/**
 * Rebuilding the current page without reloading the app: the route renders
 * its page with this counter as `key`, so bumping it mounts the page afresh
 * (and re-fetches its data). The header's course selection refreshes the
 * overview and course pages this way (spec §2).
 */
import { atom } from 'jotai';

export const pageRefreshAtom = atom(0);

export const refreshPageAtom = atom(null, (get, set) => {
  set(pageRefreshAtom, get(pageRefreshAtom) + 1);
});
