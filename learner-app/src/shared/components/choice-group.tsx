/**
 * A question's answer options (react-aria-components): `single` is a radio
 * group, `multiple` a group of checkboxes. Each option is a real `<input>`
 * inside its `<label>` (the whole row is the target; arrow keys move between
 * radios, Space toggles a checkbox); the group is named by `label` and, while
 * `errorId` is set, described by that element (the "choose an answer" alert).
 * The native input stays visible (react-aria would hide it visually): the
 * browser draws it in the theme colour and in forced-colours mode, and a
 * click on the circle or box itself works as on any form.
 * `value` holds the chosen option ids; `onChange` gets the new choice.
 */
// Per-component modules, not the package index (see load-state.tsx).
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { ReactNode } from 'react';

export interface ChoiceOption {
  readonly id: string;
  readonly label: ReactNode;
}

export interface ChoiceGroupProps {
  readonly kind: 'single' | 'multiple';
  /** The question, shown above the options; it names the group. */
  readonly label: ReactNode;
  readonly options: readonly ChoiceOption[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  /** Id of the element describing a problem with the answer, while there is one. */
  readonly errorId?: string;
  readonly className?: string;
}

export function ChoiceGroup({ kind, label, options, value, onChange, errorId, className = 'choice-group' }: ChoiceGroupProps) {
  const legend = <Label className="question__stem">{label}</Label>;
  const items = options.map((option) => {
    const Item = kind === 'single' ? Radio : Checkbox;
    return (
      <Item key={option.id} value={option.id} className="choice">
        <span className="choice__label">{option.label}</span>
      </Item>
    );
  });
  if (kind === 'single') {
    return (
      <RadioGroup
        className={className}
        value={value[0] ?? null}
        onChange={(chosen) => {
          onChange([chosen]);
        }}
        aria-describedby={errorId}
      >
        {legend}
        <div className="question__options">{items}</div>
      </RadioGroup>
    );
  }
  return (
    <CheckboxGroup className={className} value={[...value]} onChange={onChange} aria-describedby={errorId}>
      {legend}
      <div className="question__options">{items}</div>
    </CheckboxGroup>
  );
}
