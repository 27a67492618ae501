import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_MIN_WIDTH_PX, layoutOf, watchLayout } from './layout';
import {
  ROOT_FONT_RESIZE_DELAY_MS,
  isMacPlatform,
  rootFontScale,
  specRootFontSize,
  watchRootFontSize,
} from './root-font-size';

function setWidth(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => {
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
  Reflect.deleteProperty(window, 'innerWidth');
});

describe('root font size: 120 px, 150 px on Mac (spec §9)', () => {
  it('is 120 px (150 on Mac) at the 1920 px design width, proportional to the width', () => {
    expect(specRootFontSize(1920, false)).toBe(120);
    expect(specRootFontSize(1920, true)).toBe(150);
    expect(specRootFontSize(960, false)).toBe(60);
  });

  it('is applied as a readable scale of the browser default: 1 at 1920 px, 1.25 on a Mac, never below 0.875', () => {
    expect(rootFontScale(1920, false)).toBe(1);
    expect(rootFontScale(1920, true)).toBe(1.25);
    expect(rootFontScale(1024, false)).toBe(0.875);
    expect(rootFontScale(3840, false)).toBe(1.25);
  });

  it('knows a Mac', () => {
    expect(isMacPlatform('MacIntel', '')).toBe(true);
    expect(isMacPlatform('Win32', 'Mozilla/5.0 (Windows NT 10.0)')).toBe(false);
    expect(isMacPlatform('', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7)')).toBe(true);
  });

  it('is set on <html> at once and recalculated 300 ms after the last resize', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    setWidth(1920);
    const onChange = vi.fn();
    const stop = watchRootFontSize(window, onChange);
    expect(document.documentElement.style.fontSize).toBe('100%');
    expect(onChange).toHaveBeenLastCalledWith(120);

    setWidth(1680);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(ROOT_FONT_RESIZE_DELAY_MS - 1);
    expect(document.documentElement.style.fontSize).toBe('100%');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('87.5%');
    expect(onChange).toHaveBeenLastCalledWith(105);
    stop();
  });
});

describe('desktop layout from 1025 px, tablet below (spec §2)', () => {
  it('splits at 1025 px', () => {
    expect(layoutOf(DESKTOP_MIN_WIDTH_PX)).toBe('desktop');
    expect(layoutOf(1024)).toBe('tablet');
  });

  it('keeps data-layout on <html> current', () => {
    setWidth(1280);
    const stop = watchLayout(window);
    expect(document.documentElement.dataset.layout).toBe('desktop');
    setWidth(800);
    window.dispatchEvent(new Event('resize'));
    expect(document.documentElement.dataset.layout).toBe('tablet');
    stop();
  });
});
