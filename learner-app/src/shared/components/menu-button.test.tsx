import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from './menu-button';
import { BACKGROUND_LOAD_MS } from './on-demand';

// The menu's code (react-aria) arrives only when the test lets it: a slow network for that one chunk. The test
// setup loads the real one up front, so the test takes a fresh copy of menu-button.tsx, whose code is not there.
// Where the focus goes is checked in a real browser (e2e/app-focus.spec.ts): happy-dom focuses the popover.
const menuCode = vi.hoisted(() => {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release: () => release() };
});
vi.mock('./aria-menu-button', async (importActual) => {
  await menuCode.arrived;
  return importActual();
});

const items = (picked: string[]): MenuItem[] => [
  { id: 'policy', label: 'Data policy', onSelect: () => picked.push('policy') },
  { id: 'out', label: 'Log out', onSelect: () => picked.push('out') },
];

describe('a menu button holds its place and takes presses before the menu’s code has arrived', () => {
  it('the same button shows at once, and a press then opens its menu (and only its own) once the code is there', async () => {
    vi.resetModules();
    const { MenuButton } = await import('./menu-button');
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
    await act(async () => {
      menuCode.release();
      await menuCode.arrived;
    });

    const menu = await screen.findByRole('menu', { name: 'Account' });
    expect(screen.getAllByRole('menu'), 'only the pressed one opened').toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Somchai P.' }), 'react-aria’s button took the stand-in’s place').not.toBe(early);
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(picked).toEqual(['out']);
    await waitFor(() => expect(menu.isConnected).toBe(false));
  });
});

describe('the menu’s code is fetched when the learner reaches for a menu button, or a few seconds after it shows, not with the page’s first screen (decision 0088)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fresh menu-button.tsx (its code not loaded), and a record of its asking for the code. */
  async function freshMenuButton() {
    vi.resetModules();
    const { MenuButton, ariaMenuButtonModule } = await import('./menu-button');
    const asked = vi.spyOn(ariaMenuButtonModule, 'load');
    return { MenuButton, asked };
  }

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
