import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DIALOG_REMOVE_DELAY_MS, Dialog } from './dialog';

function Harness({ dismissible = true, role }: { dismissible?: boolean; role?: 'dialog' | 'alertdialog' }) {
  const [open, setOpen] = useState(true);
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

describe('a dialog is removed 300 ms after it closed (spec §9)', () => {
  it('closes at once, stays in the document 300 ms, then is gone', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { container } = render(<Harness />);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.querySelector('dialog')).not.toBeNull();

    act(() => {
      vi.advanceTimersByTime(DIALOG_REMOVE_DELAY_MS - 1);
    });
    expect(container.querySelector('dialog')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(container.querySelector('dialog')).toBeNull();
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
  });
});

describe('a dismissible dialog closes with Escape', () => {
  it('reports the browser’s close', () => {
    render(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Notice' }) as HTMLDialogElement;
    act(() => {
      dialog.close();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a dialog that is not dismissible closes only with its button', () => {
  it('prevents the Escape key and the cancel event', () => {
    render(<Harness dismissible={false} role="alertdialog" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });

    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeTruthy();
  });

  it('reopens when the browser closes it anyway', () => {
    render(<Harness dismissible={false} role="alertdialog" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' }) as HTMLDialogElement;
    act(() => {
      dialog.close();
    });
    expect(dialog.open).toBe(true);
  });

  it('a click outside (on the backdrop) does not close it', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} role="alertdialog" />);
    await user.click(screen.getByRole('alertdialog'));
    await user.click(document.body);
    expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeTruthy();
  });

  it('is described by its message', () => {
    render(<Harness dismissible={false} role="alertdialog" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Body text');
  });
});
