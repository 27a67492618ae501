/**
 * /password: the learner's own password. A learner imported without one (they signed in with an SMS code) sets their
 * first, so that next time they can sign in with their user name; the header's account menu and the notice under the
 * header lead here while `userInfo.hasPassword` is false. A learner who has one changes it, giving the current one
 * (the account menu's "Change password", decision 0102).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import type { RefObject, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from 'react-aria-components/FieldError';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { useLocation } from 'wouter';
import { ApiError, failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useToast } from '../../../shared/components/toast';
import { useAccountT } from '../../../shared/i18n/account-namespace';
import { HOME_PATH } from '../../../shared/routing/paths';
import { userInfoAtom } from '../../../shared/session/user-info';
import type { UserInfo } from '../../../shared/session/user-info';
import { PASSWORD_MAX_LENGTH, validateNewPassword } from '../../../shared/session/password-rules';
import { changePassword, setFirstPassword, validatePasswordChange, WRONG_CURRENT_PASSWORD } from '../api/set-password';
import type { PasswordError } from '../api/set-password';

interface PasswordFieldProps {
  readonly label: string;
  /** `current-password` for the password the learner has, else a new one (password managers offer to save it). */
  readonly autoComplete?: 'current-password' | 'new-password';
  readonly description?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: PasswordError | undefined;
  readonly inputRef: RefObject<HTMLInputElement | null>;
}

function PasswordField({ label, autoComplete = 'new-password', description, value, onChange, error, inputRef }: PasswordFieldProps) {
  const tx = useAccountT();
  return (
    <TextField
      className="field"
      type="password"
      autoComplete={autoComplete}
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

type FieldErrors = Partial<Record<'current' | 'password' | 'confirmation', PasswordError>>;

/**
 * The password form: a first password (`change` false: the new one twice), or a change (`change` true: the current
 * one too, decision 0102). Each error is said at its field, which takes the focus; nothing is sent while one stands.
 */
function PasswordForm({ userInfo, change }: { readonly userInfo: UserInfo; readonly change: boolean }) {
  const tx = useAccountT();
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const [, navigate] = useLocation();
  const setUserInfo = useSetAtom(userInfoAtom);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const texts = change ? 'changePassword' : 'setPassword';

  /** Shows the errors found and focuses the first field in error; true when there is none. */
  const report = (found: FieldErrors): boolean => {
    setErrors(found);
    const first = (['current', 'password', 'confirmation'] as const).find((field) => found[field] !== undefined);
    if (first === undefined) return true;
    ({ current: currentRef, password: passwordRef, confirmation: confirmationRef })[first].current?.focus();
    return false;
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setServerError('');
    if (!report(change ? validatePasswordChange(current, password, confirmation) : validateNewPassword(password, confirmation))) return;
    setSubmitting(true);
    try {
      if (change) {
        await changePassword(client, current, password);
      } else {
        await setFirstPassword(client, password);
        setUserInfo({ ...userInfo, hasPassword: true });
      }
      toast(tx(`${texts}.done`), { tone: 'success' });
      navigate(HOME_PATH);
    } catch (failure) {
      // A wrong current password is said at its field; any other refusal under the form.
      if (failure instanceof ApiError && failure.code === WRONG_CURRENT_PASSWORD) report({ current: 'wrongCurrent' });
      else setServerError(failureMessage(failure, t('api.invalidResponse')));
      setSubmitting(false);
    }
  };

  return (
    <main className="page set-password">
      <h1 className="page__title">{tx(`${texts}.title`)}</h1>
      <p className="page__lead">{tx(`${texts}.intro`, { userName: userInfo.userName })}</p>
      <form className="set-password__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {change && (
          <PasswordField
            label={tx('changePassword.currentPassword')}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            error={errors.current}
            inputRef={currentRef}
          />
        )}
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
          {submitting ? tx('setPassword.submitting') : tx(`${texts}.submit`)}
        </button>
      </form>
    </main>
  );
}

export function SetPasswordPage() {
  const userInfo = useAtomValue(userInfoAtom);
  if (userInfo === null) return null;
  return <PasswordForm userInfo={userInfo} change={userInfo.hasPassword !== false} />;
}
