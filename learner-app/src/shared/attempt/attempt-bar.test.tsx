import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setLocale } from '../i18n/i18n';
import { AttemptBar } from './attempt-bar';
import type { AttemptBarProps } from './attempt-bar';

const props = (remaining: number, running = true): AttemptBarProps => ({
  title: 'Ability check',
  timerLabel: 'Time left',
  remaining,
  running,
  connection: 'idle',
  connectionText: '',
  exitLabel: 'Exit',
  onExit: () => undefined,
});

/** The polite live region that carries the time warning (the connection status is the other one). */
const warningText = () => screen.getAllByRole('status')[0]?.textContent;

afterEach(() => {
  setLocale('th_TH');
});

describe('the timer is announced to screen readers at 5 and 1 minutes (the countdown itself is not read out every second)', () => {
  it('says nothing above 5 minutes, then "Less than 5 minutes left", then "Less than 1 minute left"', () => {
    setLocale('en_US');
    const view = renderWithProviders(<AttemptBar {...props(301)} />);
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('05:01');
    expect(warningText()).toBe('');
    view.rerender(<AttemptBar {...props(300)} />);
    expect(warningText()).toBe('Less than 5 minutes left');
    view.rerender(<AttemptBar {...props(61)} />);
    expect(warningText()).toBe('Less than 5 minutes left');
    view.rerender(<AttemptBar {...props(60)} />);
    expect(warningText()).toBe('Less than 1 minute left');
  });

  it('speaks the learner’s language', () => {
    setLocale('th_TH');
    renderWithProviders(<AttemptBar {...props(42)} />);
    expect(warningText()).toBe('เหลือเวลาไม่ถึง 1 นาที');
  });

  it('stops counting and warning once the attempt is over', () => {
    setLocale('en_US');
    renderWithProviders(<AttemptBar {...props(0, false)} />);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(warningText()).toBe('');
    expect(screen.queryByRole('button', { name: 'Exit' })).toBeNull();
  });
});
