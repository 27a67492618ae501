/** A labelled text input that exposes its validation state, and its hint if any, to assistive technology. */
import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'aria-invalid' | 'aria-describedby'> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** A hint under the input (a rule it must meet), read with it. */
  readonly description?: string;
  readonly invalid?: boolean;
  /** Id of the element describing the problem while `invalid`. */
  readonly errorId?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

export function TextField({ label, value, onValueChange, description, invalid = false, errorId, inputRef, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [invalid ? errorId : undefined, description === undefined ? undefined : hintId].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...inputProps}
        ref={inputRef}
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      />
      {description !== undefined && (
        <p id={hintId} className="field__hint">
          {description}
        </p>
      )}
    </div>
  );
}
