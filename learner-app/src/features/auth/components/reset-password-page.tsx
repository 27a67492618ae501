/**
 * /resetPassword (ours, decision 0103): a learner who forgot their password proves their phone with a code sent to
 * it and chooses a new one, beside the login (no header or footer). Every session of theirs ends; the login page
 * then opens with their user name filled in. Loaded on demand: the login's first load does not carry it.
 */
import { useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiError, failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { TextField } from '../../../shared/components/text-field';
import { useGuardedSubmit } from '../../../shared/hooks/use-click-guard';
import { useAccountT } from '../../../shared/i18n/account-namespace';
import { LOGIN_PATH } from '../../../shared/routing/paths';
import { PASSWORD_MAX_LENGTH, validateNewPassword } from '../../../shared/session/password-rules';
import { userInfoAtom } from '../../../shared/session/user-info';
import { WRONG_VERIFICATION_CODE } from '../api/login';
import { resetPassword } from '../api/reset-password';
import { checkCode, checkPhone } from '../login-validation';
import type { LoginIssue } from '../login-validation';
import { passwordResetDoneAtom } from '../password-reset-done';
import { LoginBrand } from './login-brand';
import { SmsCodeFields } from './sms-code-fields';

type Field = 'phone' | 'code' | 'password' | 'confirmation';

/** What the page says under its button: a rule broken at a field, or a refusal from the server (at a field if it names one). */
interface Feedback {
  readonly field?: Field;
  readonly text: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const tx = useAccountT();
  const client = useApiClient();
  const [, navigate] = useLocation();
  const setResetDone = useSetAtom(passwordResetDoneAtom);
  const setUserInfo = useSetAtom(userInfoAtom);
  const alertId = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [smsSent, setSmsSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  const report = (field: Field, text: string) => {
    setSmsSent(false);
    setFeedback({ field, text });
    const refs: Record<Field, RefObject<HTMLInputElement | null>> = { phone: phoneRef, code: codeRef, password: passwordRef, confirmation: confirmationRef };
    refs[field].current?.focus();
  };
  const reportLoginIssue = (issue: LoginIssue) => {
    if (issue.field === 'phone' || issue.field === 'code') report(issue.field, t(`login.errors.${issue.error}`));
  };

  const submit = async () => {
    if (submitting) return;
    const trimmedPhone = phone.trim();
    const trimmedCode = code.trim();
    const codeIssue = checkPhone(trimmedPhone) ?? checkCode(trimmedCode);
    if (codeIssue) {
      reportLoginIssue(codeIssue);
      return;
    }
    const broken = validateNewPassword(password, confirmation);
    if (broken.password !== undefined) return report('password', tx(`setPassword.errors.${broken.password}`));
    if (broken.confirmation !== undefined) return report('confirmation', tx(`setPassword.errors.${broken.confirmation}`));
    setFeedback(null);
    setSmsSent(false);
    setSubmitting(true);
    try {
      const userName = await resetPassword(client, { phone: trimmedPhone, code: trimmedCode, password });
      // Every session of the learner ended with the reset: a user stored in this browser is signed out too.
      setUserInfo(null);
      setResetDone({ userName, notice: tx('resetPassword.done', { userName }) });
      navigate(LOGIN_PATH);
    } catch (error) {
      const text = failureMessage(error, t('api.invalidResponse'));
      // A wrong or used code is said at the code; the passwords stay, so a new code is all it takes.
      if (error instanceof ApiError && error.code === WRONG_VERIFICATION_CODE) report('code', text);
      else setFeedback({ text });
      setSubmitting(false);
    }
  };

  // The re-click guard (spec §9): a double click sends one request.
  const onSubmit = useGuardedSubmit(() => {
    void submit();
  });

  const fieldState = (field: Field) => ({ invalid: feedback?.field === field, errorId: alertId });

  return (
    <main className="login">
      <LoginBrand />
      <div className="login__card">
        <h2 className="login__card-title">{tx('resetPassword.title')}</h2>
        <p className="login__card-lead">{tx('resetPassword.intro')}</p>
        <form className="login__form" noValidate onSubmit={onSubmit}>
          <SmsCodeFields
            phone={phone}
            onPhoneChange={setPhone}
            code={code}
            onCodeChange={setCode}
            phoneRef={phoneRef}
            codeRef={codeRef}
            invalidField={feedback?.field}
            errorId={alertId}
            onSending={() => {
              setFeedback(null);
            }}
            onIssue={reportLoginIssue}
            onSent={() => {
              setSmsSent(true);
            }}
            onFailure={(error) => {
              setSmsSent(false);
              setFeedback({ text: failureMessage(error, t('login.errors.failed')) });
            }}
          />
          <TextField
            {...fieldState('password')}
            inputRef={passwordRef}
            label={tx('setPassword.newPassword')}
            description={tx('setPassword.newPasswordHint')}
            value={password}
            onValueChange={setPassword}
            type="password"
            name="new-password"
            autoComplete="new-password"
            // Room for a too-long entry to be reported rather than cut silently.
            maxLength={PASSWORD_MAX_LENGTH + 1}
          />
          <TextField
            {...fieldState('confirmation')}
            inputRef={confirmationRef}
            label={tx('setPassword.confirmPassword')}
            value={confirmation}
            onValueChange={setConfirmation}
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH + 1}
          />
          <button type="submit" className="button button--primary login__submit" disabled={submitting}>
            {submitting ? tx('setPassword.submitting') : tx('resetPassword.submit')}
          </button>
        </form>
        <div className="login__feedback login__feedback--short">
          <p id={alertId} role="alert" className="login__alert">
            {feedback?.text ?? ''}
          </p>
          <p role="status" className="login__status">
            {smsSent ? t('login.smsSent') : ''}
          </p>
        </div>
        <Link href={LOGIN_PATH} className="login__back">
          {tx('resetPassword.backToLogin')}
        </Link>
      </div>
    </main>
  );
}
