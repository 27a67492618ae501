import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';
import { ServerErrorPage } from './server-error-page';

describe('the error pages (spec §8): the state pattern with a title, an explanation and the ways out', () => {
  it('the 404 page offers the way home as its primary action, and a return button beside it', () => {
    setLocale('en_US');
    renderWithProviders(<NotFoundPage />, { url: '/404' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Sorry, we can’t find the page' })).toBeTruthy();
    expect(within(main).getByText('The page you are looking for does not exist or may have been moved.')).toBeTruthy();
    const home = within(main).getByRole('link', { name: 'Back to school' });
    expect(home.getAttribute('href')).toBe('/home');
    expect(home.className).toContain('button--primary');
    const actions = main.querySelectorAll('.state-panel__actions > *');
    expect(actions[0]).toBe(home);
    expect(within(main).getByRole('button', { name: 'Return' }).className).toContain('button--secondary');
  });

  it('shows its status and icon as decoration only: screen readers hear the title, not "404"', () => {
    setLocale('en_US');
    renderWithProviders(<NotFoundPage />, { url: '/404' });
    const eyebrow = screen.getByText('404');
    expect(eyebrow.getAttribute('aria-hidden')).toBe('true');
    const icon = document.querySelector('.state-panel__icon');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(icon?.querySelector('svg')).not.toBeNull();
  });

  it('"Return" goes home when the tab has no earlier page', async () => {
    setLocale('en_US');
    const { user } = renderWithProviders(<NotFoundPage />, { url: '/404' });
    expect(window.history.length).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(window.location.pathname).toBe('/home');
  });

  it('each error page has its own title and the same way home, in Thai too', () => {
    renderWithProviders(
      <>
        <ForbiddenPage />
        <ServerErrorPage />
      </>,
      { url: '/403' },
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toHaveLength(2);
    for (const main of screen.getAllByRole('main')) expect(within(main).getByRole('link').getAttribute('href')).toBe('/home');
    expect(screen.getAllByText('403')).toHaveLength(1);
    expect(screen.getAllByText('500')).toHaveLength(1);
  });
});
