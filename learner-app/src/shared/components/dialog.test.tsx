import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_REMOVE_DELAY_MS, Dialog } from './dialog';

function Harness({ dismissible = true, role, initiallyOpen = true }: { dismissible?: boolean; role?: 'dialog' | 'alertdialog'; initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Notice"
        closeLabel="OK"
        dismissible={dismissible}
        role={role}
        onClose={() => {
          setOpen(false);
        }}
      >
        <p>Body text</p>
      </Dialog>
    </>
  );
}

/** The modal element, present while the dialog is open or closing (react-aria renders it in a portal). */
const overlay = () => document.querySelector('.dialog-overlay');

describe('a dialog is removed 300 ms after it closed (spec §9)', () => {
  it('closes at once (fading, data-exiting), stays in the document 300 ms, then is gone', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(overlay()?.hasAttribute('data-exiting')).toBe(true);

    act(() => {
      vi.advanceTimersByTime(DIALOG_REMOVE_DELAY_MS - 1);
    });
    expect(overlay()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(overlay()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reopening within the 300 ms keeps the same dialog', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Open', hidden: true }));
    act(() => {
      vi.advanceTimersByTime(DIALOG_REMOVE_DELAY_MS * 2);
    });
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeTruthy();
    expect(overlay()?.hasAttribute('data-exiting')).toBe(false);
  });
});

describe('focus moves into the dialog and returns to the opener', () => {
  it('opening moves focus inside; closing gives it back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Harness initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, DIALOG_REMOVE_DELAY_MS + 50));
    });
    expect(overlay()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness initiallyOpen={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

describe('a dismissible dialog closes with Escape', () => {
  it('Escape closes it', async () => {
    // The clock is held: on a busy machine the key press can take longer than the 300 ms after which the
    // closing dialog is removed, and the test would find no dialog rather than a closing one.
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Notice' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(overlay()?.hasAttribute('data-exiting')).toBe(true);
  });
});

describe('a dialog that is not dismissible closes only with its button', () => {
  it('Escape does not close it', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} role="alertdialog" />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeTruthy();
    expect(overlay()?.hasAttribute('data-exiting')).toBe(false);
  });

  it('a click outside (on the backdrop) does not close it', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} role="alertdialog" />);
    const backdrop = overlay();
    if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');
    await user.click(backdrop);
    await user.click(document.body);
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeTruthy();
    expect(backdrop.hasAttribute('data-exiting')).toBe(false);
  });

  it('is described by its message', () => {
    render(<Harness dismissible={false} role="alertdialog" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Body text');
  });
});

describe('a dialog body that scrolls can be scrolled with the keyboard (axe scrollable-region-focusable)', () => {
  it('is a tab stop only while its content overflows', () => {
    const body = () => document.querySelector('.dialog__body');
    render(<Harness />);
    expect(body()?.hasAttribute('tabindex')).toBe(false);
    cleanup();

    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function scrollHeight(this: Element) {
      return this.classList.contains('dialog__body') ? 900 : 0;
    });
    render(<Harness />);
    expect(body()?.getAttribute('tabindex')).toBe('0');
  });
});
