import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItem } from './menu-button';

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
