import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group';
import type { ChoiceGroupProps } from './choice-group';

const OPTIONS = [
  { id: '1', label: 'Listen' },
  { id: '2', label: 'Decide' },
  { id: '3', label: 'Delegate' },
];

function Harness({ kind, errorId }: { readonly kind: ChoiceGroupProps['kind']; readonly errorId?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <ChoiceGroup kind={kind} label="What do you do first?" options={OPTIONS} value={value} onChange={setValue} errorId={errorId} />
      <output aria-label="chosen">{value.join(',')}</output>
      <p id="choose-error">Please choose an answer</p>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;

describe('single choice is a radio group named by its question: one answer, arrow keys move it', () => {
  it('clicking a row chooses it; ArrowDown moves the choice to the next option', async () => {
    const user = userEvent.setup();
    render(<Harness kind="single" />);
    const group = screen.getByRole('radiogroup', { name: 'What do you do first?' });
    expect(group).toBeTruthy();

    await user.click(screen.getByText('Decide'));
    expect(chosen()).toBe('2');
    expect(screen.getByRole('radio', { name: 'Decide' })).toHaveProperty('checked', true);

    await user.keyboard('{ArrowDown}');
    expect(chosen()).toBe('3');
    expect(screen.getByRole('radio', { name: 'Delegate' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Decide' })).toHaveProperty('checked', false);
  });
});

describe('multiple choice is a group of checkboxes: each toggles on its own with a click or Space', () => {
  it('keeps every checked option and unchecks on a second press', async () => {
    const user = userEvent.setup();
    render(<Harness kind="multiple" />);
    expect(screen.getByRole('group', { name: 'What do you do first?' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Listen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Delegate' }));
    expect(chosen()).toBe('1,3');

    await user.keyboard(' ');
    expect(chosen()).toBe('1');
  });
});

describe('while an answer is missing the group is described by the error message', () => {
  it('links the group to the element errorId names, and only then', () => {
    const { rerender } = render(<Harness kind="single" errorId="choose-error" />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toContain('choose-error');
    rerender(<Harness kind="single" />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-describedby') ?? '').not.toContain('choose-error');
  });
});
