/**
 * /password: a learner imported without a password (they signed in with an SMS code) sets their first one,
 * so that next time they can sign in with their user name. The header's account menu and the notice under
 * the header lead here while `userInfo.hasPassword` is false; a learner who has a password is told so.
 */
import { useAtom } from 'jotai';
import { useRef, useState } from 'react';
import type { RefObject, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { Link, useLocation } from 'wouter';
import { failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useToast } from '../../../shared/components/toast';
import { useAccountT } from '../../../shared/i18n/account-namespace';
import { HOME_PATH } from '../../../shared/routing/paths';
import { userInfoAtom } from '../../../shared/session/user-info';
import { PASSWORD_MAX_LENGTH, setFirstPassword, validateNewPassword } from '../api/set-password';
import type { PasswordError } from '../api/set-password';

interface PasswordFieldProps {
  readonly label: string;
  readonly description?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: PasswordError | undefined;
  readonly inputRef: RefObject<HTMLInputElement | null>;
}

function PasswordField({ label, description, value, onChange, error, inputRef }: PasswordFieldProps) {
  const tx = useAccountT();
  return (
    <TextField
      className="field"
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      // Room for a too-long entry to be reported rather than cut silently.
      maxLength={PASSWORD_MAX_LENGTH + 1}
    >
      <Label className="field__label">{label}</Label>
      <Input ref={inputRef} className="field__input" />
      {description !== undefined && (
        <Text slot="description" className="field__hint">
          {description}
        </Text>
      )}
      <FieldError className="page__alert">{error === undefined ? '' : tx(`setPassword.errors.${error}`)}</FieldError>
    </TextField>
  );
}

export function SetPasswordPage() {
  const tx = useAccountT();
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const [userInfo, setUserInfo] = useAtom(userInfoAtom);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<ReturnType<typeof validateNewPassword>>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  if (userInfo === null) return null;
  if (userInfo.hasPassword !== false) {
    return (
      <main className="page set-password">
        <h1 className="page__title">{tx('setPassword.title')}</h1>
        <p className="page__lead">{tx('setPassword.already')}</p>
        <Link href={HOME_PATH} className="button button--secondary">
          {tx('setPassword.backHome')}
        </Link>
      </main>
    );
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    setServerError('');
    if (found.password !== undefined || found.confirmation !== undefined) {
      (found.password !== undefined ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await setFirstPassword(client, password);
      setUserInfo({ ...userInfo, hasPassword: true });
      toast(tx('setPassword.done'), { tone: 'success' });
      navigate(HOME_PATH);
    } catch (failure) {
      setServerError(failureMessage(failure, t('api.invalidResponse')));
      setSubmitting(false);
    }
  };

  return (
    <main className="page set-password">
      <h1 className="page__title">{tx('setPassword.title')}</h1>
      <p className="page__lead">{tx('setPassword.intro', { userName: userInfo.userName })}</p>
      <form className="set-password__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={tx('setPassword.newPassword')}
          description={tx('setPassword.newPasswordHint')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          inputRef={passwordRef}
        />
        <PasswordField
          label={tx('setPassword.confirmPassword')}
          value={confirmation}
          onChange={setConfirmation}
          error={errors.confirmation}
          inputRef={confirmationRef}
        />
        <p role="alert" className="page__alert">
          {serverError}
        </p>
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? tx('setPassword.submitting') : tx('setPassword.submit')}
        </button>
      </form>
    </main>
  );
}
