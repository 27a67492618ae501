import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from './menu-button';
import { BACKGROUND_LOAD_MS } from './on-demand';

// Where the focus goes is checked in a real browser (e2e/app-focus.spec.ts): happy-dom focuses the popover.

/**
 * A fresh copy of menu-button.tsx, whose menu code (react-aria) is not there yet (the test setup loads the real
 * one up front), a record of its asking for that code, and `arrive()`: until it is called the code is on a slow
 * network.
 */
async function freshMenuButton() {
  vi.resetModules();
  const { MenuButton, ariaMenuButtonModule } = await import('./menu-button');
  const load = ariaMenuButtonModule.load;
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const asked = vi.spyOn(ariaMenuButtonModule, 'load').mockImplementation(async () => {
    await arrived;
    return load();
  });
  const release = async () => {
    await act(async () => {
      arrive();
      await ariaMenuButtonModule.load();
    });
  };
  return { MenuButton, asked, release };
}

const items = (picked: string[]): MenuItem[] => [
  { id: 'policy', label: 'Data policy', onSelect: () => picked.push('policy') },
  { id: 'out', label: 'Log out', onSelect: () => picked.push('out') },
];

describe('a menu button holds its place and takes presses before the menu’s code has arrived', () => {
  it('the same button shows at once, and a press then opens its menu (and only its own) once the code is there', async () => {
    const { MenuButton, release } = await freshMenuButton();
    const user = userEvent.setup();
    const picked: string[] = [];
    render(
      <>
        <MenuButton className="account" label="Somchai P." menuLabel="Account" items={items(picked)} />
        <MenuButton label="Language" items={items(picked)} />
      </>,
    );
    const early = screen.getByRole('button', { name: 'Somchai P.' });
    expect(early.closest('.menu.account'), 'in the place and with the classes of the real one').not.toBeNull();
    expect(early.className).toBe('menu__button');
    expect(early.getAttribute('aria-haspopup')).toBe('menu');
    expect(early.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();

    await user.click(early);
    expect(screen.queryByRole('menu'), 'the code is not there yet').toBeNull();
    await release();

    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(screen.getAllByRole('menu'), 'only the pressed one opened').toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Somchai P.' }), 'react-aria’s button took the stand-in’s place').not.toBe(early);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(picked).toEqual(['out']);
    await waitFor(() => expect(menu.isConnected).toBe(false));
  });

  it('a mouse press during which the code arrives (the button replaced between down and up) still opens the menu', async () => {
    const { MenuButton, release } = await freshMenuButton();
    const user = userEvent.setup();
    render(<MenuButton label="Language" items={items([])} />);
    const early = screen.getByRole('button', { name: 'Language' });

    await user.pointer({ keys: '[MouseLeft>]', target: early });
    await release();
    await waitFor(() => expect(early.isConnected, 'react-aria’s button took the stand-in’s place').toBe(false));
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('button', { name: 'Language' }) });

    expect(await screen.findByRole('menu', { name: 'Language' }), 'the press began on the stand-in: it counts').toBeTruthy();
  });
});

describe('the menu’s code is fetched when the learner reaches for a menu button, or a few seconds after it shows, not with the page’s first screen (decision 0088)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('nobody reaching for it: the code is asked for BACKGROUND_LOAD_MS after the button shows, not before', async () => {
    const { MenuButton, asked } = await freshMenuButton();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<MenuButton label="Language" items={items([])} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BACKGROUND_LOAD_MS - 1);
    });
    expect(asked, 'not while the page’s own code, data and pictures load').not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(asked).toHaveBeenCalledOnce();
  });

  it.each([
    ['a pointer goes over it', (button: HTMLElement) => fireEvent.pointerEnter(button)],
    ['it takes the focus', (button: HTMLElement) => fireEvent.focus(button)],
    ['a key opens it', (button: HTMLElement) => fireEvent.keyDown(button, { key: 'ArrowDown' })],
  ])('%s: the code is asked for at once', async (_, reach) => {
    const { MenuButton, asked } = await freshMenuButton();
    render(<MenuButton label="Language" items={items([])} />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(asked).not.toHaveBeenCalled();
    act(() => {
      reach(screen.getByRole('button', { name: 'Language' }));
    });
    expect(asked).toHaveBeenCalled();
  });
});
