import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusAfterNavigation } from './route-focus';

/** A frame scheduler the test steps by hand. */
function frames() {
  const queue: (() => void)[] = [];
  return {
    next: (callback: () => void) => void queue.push(callback),
    run: () => {
      const due = queue.splice(0);
      for (const callback of due) callback();
      return due.length;
    },
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus after an in-app navigation is not lost (WCAG 2.4.3)', () => {
  it('when the used control left with the old page, the new page’s main region takes focus once it is there', () => {
    document.body.innerHTML = '<header><button>Course: Coaching</button></header>';
    document.querySelector('button')!.focus();
    const scheduler = frames();
    keepFocusAfterNavigation(document, scheduler.next);
    document.body.innerHTML = '<p>Loading…</p>';
    scheduler.run();
    expect(document.activeElement).toBe(document.body);
    document.body.innerHTML = '<header><button>Course: Coaching</button></header><main><h1>Coaching</h1></main>';
    scheduler.run();
    const main = document.querySelector('main')!;
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex'), 'focusable by script, not in the Tab order').toBe('-1');
  });

  it('when the loading page swaps its main region for the loaded one, focus follows to the new one', () => {
    document.body.innerHTML = '<main><p>Loading…</p></main>';
    const scheduler = frames();
    keepFocusAfterNavigation(document, scheduler.next);
    scheduler.run();
    expect(document.activeElement).toBe(document.querySelector('main'));
    document.body.innerHTML = '<main><h1>Coaching</h1><a href="/unit">Unit 1</a></main>';
    scheduler.run();
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('focus that is somewhere on purpose stays there', () => {
    document.body.innerHTML = '<main><h1>Report</h1><section tabindex="-1" aria-label="Coach"></section></main>';
    const scheduler = frames();
    keepFocusAfterNavigation(document, scheduler.next);
    document.querySelector<HTMLElement>('section')!.focus();
    scheduler.run();
    expect(document.activeElement).toBe(document.querySelector('section'));
    expect(scheduler.run(), 'no more frames asked for').toBe(0);
  });

  it('gives up after about two seconds of frames when no page region comes', () => {
    const scheduler = frames();
    keepFocusAfterNavigation(document, scheduler.next);
    let ran = 0;
    while (scheduler.run() > 0) ran += 1;
    expect(ran).toBe(120);
    expect(document.activeElement).toBe(document.body);
  });
});
