import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { systemUpgradeAtom } from '../api/system-upgrade';
import { setLocale } from '../i18n/i18n';
import { LoadFailed } from './load-state';

describe('the error state of a region that failed to load, and the maintenance state during an upgrade', () => {
  it('says what happened in the user’s language and offers "Try again" as its one, primary action', async () => {
    setLocale('en_US');
    const retry = vi.fn();
    const { user } = renderWithProviders(<LoadFailed onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelector('.load-failed__text')?.textContent).toBe('Oh, loading failed');
    expect(alert.className).toContain('state-panel--brand');
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button.className).toContain('button--primary');
    await user.click(button);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('during a system upgrade is the maintenance state: the warning tone, the upgrade notice, the same retry', () => {
    setLocale('en_US');
    const { store } = renderWithProviders(<LoadFailed onRetry={() => undefined} />);
    act(() => {
      store.set(systemUpgradeAtom, '');
    });
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('state-panel--warning');
    expect(alert.querySelector('.load-failed__text')?.textContent).toBe(
      'The system is being upgraded and will be back in about 2 hours. Thank you for your patience.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
