import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDisplayRules } from './use-display-rules';

function Rules() {
  useDisplayRules();
  return null;
}

/** Reads the root font size in its own layout effect, which runs after the rules' sibling and before paint. */
function BeforePaint({ onRead }: { onRead: (fontSize: string) => void }) {
  useLayoutEffect(() => {
    onRead(document.documentElement.style.fontSize);
  }, [onRead]);
  return null;
}

afterEach(() => {
  document.documentElement.style.fontSize = '';
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
});

describe('the display rules apply before the first paint', () => {
  it('a phone gets its root font size before anything is painted, so the page does not shift when it changes (Lighthouse CLS on /pc/login)', () => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 360 });
    let beforePaint = 'not read';
    render(
      <Provider>
        <Rules />
        <BeforePaint
          onRead={(fontSize) => {
            beforePaint = fontSize;
          }}
        />
      </Provider>,
    );
    expect(beforePaint).toBe('87.5%');
  });
});
