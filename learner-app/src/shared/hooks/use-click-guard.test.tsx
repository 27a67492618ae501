import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS, guardClicks, useClickGuard } from './use-click-guard';

describe('the re-click guard ignores a second activation within 300 ms (spec §9)', () => {
  it('accepts, drops within 300 ms, accepts again after', () => {
    let now = 1000;
    const action = vi.fn();
    const guarded = guardClicks(action, CLICK_GUARD_MS, () => now);
    guarded();
    now += 299;
    guarded();
    expect(action).toHaveBeenCalledTimes(1);
    now += 1;
    guarded();
    expect(action).toHaveBeenCalledTimes(2);
    expect(CLICK_GUARD_MS).toBe(300);
  });

  it('a double click on a guarded button acts once', async () => {
    vi.useFakeTimers();
    const action = vi.fn();
    function Button() {
      const onClick = useClickGuard(action);
      return (
        <button type="button" onClick={onClick}>
          Send
        </button>
      );
    }
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Button />);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(CLICK_GUARD_MS);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(action).toHaveBeenCalledTimes(2);
  });
});
