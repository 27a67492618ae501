/**
 * A question's answer options (react-aria-components): `single` is a radio
 * group, `multiple` a group of checkboxes. Each option is a real `<input>`
 * inside its `<label>` (the whole row is the target; arrow keys move between
 * radios, Space toggles a checkbox); the group is named by `label` and, while
 * `errorId` is set, described by that element (the "choose an answer" alert).
 * `value` holds the chosen option ids; `onChange` gets the new choice.
 */
import { Checkbox, CheckboxGroup, Label, Radio, RadioGroup } from 'react-aria-components';
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

/** The drawn radio circle or checkbox square; the native input itself is visually hidden by react-aria. */
function Indicator({ kind }: { readonly kind: ChoiceGroupProps['kind'] }) {
  return <span className={`choice__indicator choice__indicator--${kind === 'single' ? 'radio' : 'checkbox'}`} aria-hidden="true" />;
}

export function ChoiceGroup({ kind, label, options, value, onChange, errorId, className = 'choice-group' }: ChoiceGroupProps) {
  const legend = <Label className="question__stem">{label}</Label>;
  const items = options.map((option) => {
    const Item = kind === 'single' ? Radio : Checkbox;
    return (
      <Item key={option.id} value={option.id} className="choice">
        <Indicator kind={kind} />
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
