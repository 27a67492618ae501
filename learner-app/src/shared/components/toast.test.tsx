import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TOAST_DURATION_MS, Toaster, showToastAtom } from './toast';

describe('a toast shows for 2000 ms by default (spec §9)', () => {
  it('announces the message politely and removes it after 2000 ms', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<Toaster />, { fakeTimers: true });

    act(() => {
      store.set(showToastAtom, 'Saved');
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('Saved');

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Saved')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(2000);
  });

  it('honours a longer duration', () => {
    vi.useFakeTimers();
    const { store } = renderWithProviders(<Toaster />, { fakeTimers: true });
    act(() => {
      store.set(showToastAtom, 'Slow', { durationMs: 5000 });
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByText('Slow')).toBeTruthy();
  });
});
