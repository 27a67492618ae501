/**
 * Focus after an in-app navigation (WCAG 2.4.3): the control a keyboard or screen-reader user used often leaves the
 * page with the old route (a card's link, a unit's link, the login button; the header stays from one page to the
 * next, so its controls keep focus), and focus then falls back to the document, so the next Tab starts again at the top. When that happened, the new page's
 * `main` region takes focus once it is there; focus that is anywhere else (a page moved it on purpose, the control
 * is still on the page, the learner clicked meanwhile) is left alone.
 */

/** How long the new page's `main` is looked for and kept focused while the page settles (its code and data may still be arriving): about two seconds of frames. */
const MAX_FRAMES = 120;

export function keepFocusAfterNavigation(
  doc: Document = document,
  nextFrame: (callback: () => void) => void = (callback) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16)),
): void {
  let frames = 0;
  let focused: HTMLElement | undefined;
  const settle = () => {
    const active = doc.activeElement;
    const lost = !active || active === doc.body;
    // Focus went somewhere else (the page moved it, the learner clicked): nothing more to do.
    if (!lost && active !== focused) return;
    const main = lost ? doc.querySelector('main') : null;
    if (main) {
      // Focusable by script only: not a stop of the Tab order, and no focus ring (it is a region, not a control).
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
      main.focus({ preventScroll: true });
      focused = main;
    }
    // A loading page may swap its `main` for the loaded one: focus follows it until the page has settled.
    if (++frames < MAX_FRAMES) nextFrame(settle);
  };
  nextFrame(settle);
}
