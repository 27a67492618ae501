/**
 * A 1–5 rating of the course feedback (react-aria `RadioGroup`): the question names the group, each score is a
 * 44-px button ("4 of 5" to a screen reader), the ends of the scale are said below it, and a required rating left
 * empty says so under the scale (the group is then invalid, and the message describes it).
 */
// Per-component modules, not the package index (see load-state.tsx).
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Text } from 'react-aria-components/Text';
import { useTranslation } from 'react-i18next';

const SCORES = [1, 2, 3, 4, 5] as const;

export interface RatingScaleProps {
  readonly label: string;
  readonly value: number | undefined;
  readonly onChange: (score: number) => void;
  /** The message while the rating is missing and required. */
  readonly error?: string;
}

export function RatingScale({ label, value, onChange, error }: RatingScaleProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      className="rating"
      orientation="horizontal"
      value={value === undefined ? null : String(value)}
      onChange={(chosen) => {
        onChange(Number(chosen));
      }}
      isInvalid={error !== undefined}
      validationBehavior="aria"
    >
      <Label className="rating__label">{label}</Label>
      <div className="rating__scores">
        {SCORES.map((score) => (
          <Radio key={score} value={String(score)} className="rating__score" aria-label={t('learning.rating', { score })}>
            {score}
          </Radio>
        ))}
      </div>
      <Text slot="description" className="rating__ends">
        <span>{t('learning.ratingLow')}</span> <span>{t('learning.ratingHigh')}</span>
      </Text>
      <FieldError className="rating__error">{error}</FieldError>
    </RadioGroup>
  );
}
