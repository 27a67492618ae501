/**
 * Desktop or tablet layout (spec §2: the desktop layout needs at least
 * 1025 px). The stylesheet switches with a media query on the same width; the
 * `data-layout` attribute on `<html>`, kept current by a resize listener, lets
 * scripts and tests see which layout applies.
 */

export const DESKTOP_MIN_WIDTH_PX = 1025;

export type Layout = 'desktop' | 'tablet';

export function layoutOf(width: number): Layout {
  return width >= DESKTOP_MIN_WIDTH_PX ? 'desktop' : 'tablet';
}

function applyLayout(win: Window): void {
  win.document.documentElement.dataset.layout = layoutOf(win.innerWidth);
}

/** Sets `data-layout` now and on every resize; returns the stop function. */
export function watchLayout(win: Window): () => void {
  applyLayout(win);
  const onResize = () => {
    applyLayout(win);
  };
  win.addEventListener('resize', onResize);
  return () => {
    win.removeEventListener('resize', onResize);
  };
}
