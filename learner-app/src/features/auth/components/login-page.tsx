/**
 * The login page (spec §2 `/` and `/login`, §5 rules): account or mobile
 * login, remember-me, the privacy agreement, and the browser hint; "Forgot
 * password?" leads to the reset (decision 0103), which comes back here with the
 * user name filled in. No header or footer.
 */
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { Dialog } from '../../../shared/components/dialog';
import { Tabs } from '../../../shared/components/tabs';
import { TextField } from '../../../shared/components/text-field';
import { useGuardedSubmit } from '../../../shared/hooks/use-click-guard';
import { HOME_PATH, RESET_PASSWORD_PATH, SET_PASSWORD_PATH } from '../../../shared/routing/paths';
import { remoteLoginAtom } from '../../../shared/session/remote-login';
import { userInfoAtom } from '../../../shared/session/user-info';
import { login } from '../api/login';
import type { LoginRequest } from '../api/login';
import { DEFAULT_RESEND_AFTER_SECONDS } from '../api/sms';
import { validateAccountLogin, validatePhoneLogin } from '../login-validation';
import type { LoginErrorKey, LoginField, LoginIssue } from '../login-validation';
import { forgetUserName, readRememberedUserName, rememberUserName } from '../remembered-user-name';
import { passwordResetDoneAtom } from '../password-reset-done';
import { LoginBrand } from './login-brand';
import { SmsCodeFields } from './sms-code-fields';

type LoginMethod = 'account' | 'phone';

/** The policy's text, in four languages, loads when its dialog first opens: the login's first load does not carry it. */
const PrivacyPolicy = lazy(async () => ({ default: (await import('./privacy-policy')).PrivacyPolicy }));

/** Seconds before another verification code can be requested, unless the server says otherwise. */
export const SMS_COOLDOWN_SECONDS = DEFAULT_RESEND_AFTER_SECONDS;

/** Where a successful login goes. */
export const AFTER_LOGIN_PATH = HOME_PATH;

/** A rule broken on this page (translated at render time) or a message from the server. */
type Feedback =
  | { readonly kind: 'rule'; readonly field: LoginField; readonly error: LoginErrorKey }
  | { readonly kind: 'server'; readonly message: string };

export function LoginPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const setUserInfo = useSetAtom(userInfoAtom);
  const setRemoteLogin = useSetAtom(remoteLoginAtom);
  const [, navigate] = useLocation();
  const alertId = useId();
  const rememberId = useId();
  const agreementId = useId();
  const agreementLabelId = useId();
  const policyButtonId = useId();
  const [rememberedUserName] = useState(readRememberedUserName);
  // Back from a password reset: its user name, and a word that the new password is set.
  const [resetDone, setResetDone] = useAtom(passwordResetDoneAtom);

  const [method, setMethod] = useState<LoginMethod>('account');
  const [userName, setUserName] = useState(resetDone?.userName ?? rememberedUserName ?? '');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(rememberedUserName !== undefined);
  const [agreed, setAgreed] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [smsSent, setSmsSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const userNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const agreementRef = useRef<HTMLInputElement>(null);
  const fieldRefs: Record<LoginField, RefObject<HTMLInputElement | null>> = {
    userName: userNameRef,
    password: passwordRef,
    phone: phoneRef,
    code: codeRef,
    agreement: agreementRef,
  };

  // Back from a reset, the new password is all that is left to type.
  useEffect(() => {
    if (resetDone !== null) passwordRef.current?.focus();
  }, [resetDone]);

  const invalidField = feedback?.kind === 'rule' ? feedback.field : undefined;
  const feedbackText =
    feedback === null ? '' : feedback.kind === 'rule' ? t(`login.errors.${feedback.error}`) : feedback.message;

  const report = (issue: LoginIssue) => {
    setSmsSent(false);
    setFeedback({ kind: 'rule', field: issue.field, error: issue.error });
    fieldRefs[issue.field].current?.focus();
  };

  const reportFailure = (error: unknown) => {
    setSmsSent(false);
    const message = failureMessage(error, t('login.errors.failed'));
    setFeedback({ kind: 'server', message });
  };

  const selectMethod = (next: LoginMethod) => {
    setMethod(next);
    setFeedback(null);
  };

  const submit = async () => {
    if (submitting) return;
    const trimmedUserName = userName.trim();
    const trimmedPhone = phone.trim();
    const trimmedCode = code.trim();
    const issue =
      method === 'account'
        ? validateAccountLogin({ userName: trimmedUserName, password, agreed })
        : validatePhoneLogin({ phone: trimmedPhone, code: trimmedCode, agreed });
    if (issue) {
      report(issue);
      return;
    }
    const request: LoginRequest =
      method === 'account'
        ? { loginType: 'account', username: trimmedUserName, password, remember }
        : { loginType: 'phone', phone: trimmedPhone, code: trimmedCode, remember };

    setFeedback(null);
    setSmsSent(false);
    setResetDone(null);
    setSubmitting(true);
    try {
      const { userInfo, mustSetPassword } = await login(client, request);
      setRemoteLogin(false);
      setUserInfo(userInfo);
      if (method === 'account') {
        if (remember) rememberUserName(trimmedUserName);
        else forgetUserName();
      }
      setPassword('');
      navigate(mustSetPassword ? SET_PASSWORD_PATH : AFTER_LOGIN_PATH);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  // The re-click guard (spec §9): a double click sends one request.
  const onSubmit = useGuardedSubmit(() => {
    void submit();
  });

  const fieldState = (field: LoginField) => ({
    invalid: invalidField === field,
    errorId: alertId,
  });

  const accountPanel = (
    <>
      <TextField
        {...fieldState('userName')}
        inputRef={userNameRef}
        label={t('login.userName')}
        value={userName}
        onValueChange={setUserName}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...fieldState('password')}
        inputRef={passwordRef}
        label={t('login.password')}
        value={password}
        onValueChange={setPassword}
        type="password"
        name="password"
        autoComplete="current-password"
      />
      <Link href={RESET_PASSWORD_PATH} className="login__forgot">
        {t('login.forgotPassword')}
      </Link>
    </>
  );

  const phonePanel = (
    <SmsCodeFields
      phone={phone}
      onPhoneChange={setPhone}
      code={code}
      onCodeChange={setCode}
      phoneRef={phoneRef}
      codeRef={codeRef}
      invalidField={invalidField}
      errorId={alertId}
      onSending={() => {
        setFeedback(null);
      }}
      onIssue={report}
      onSent={() => {
        setSmsSent(true);
      }}
      onFailure={reportFailure}
    />
  );

  return (
    <main className="login">
      <LoginBrand />
      <div className="login__card">
        <h2 className="login__card-title">{t('login.submit')}</h2>
        <form className="login__form" noValidate onSubmit={onSubmit}>
          <Tabs
            className="login__tabs"
            label={t('login.methodLabel')}
            selected={method}
            onSelect={selectMethod}
            items={[
              { id: 'account', label: t('login.accountTab'), panel: accountPanel },
              { id: 'phone', label: t('login.phoneTab'), panel: phonePanel },
            ]}
          />
          {/* The two check rows, 44 px each, touch without the form's gap between them. */}
          <div className="login__checks">
            <div className="login__check">
              {/* The label wraps its box: the whole row is the touch target (44 px high), not the 20 px box. */}
              <label className="login__check-label">
                <input
                  id={rememberId}
                  type="checkbox"
                  checked={remember}
                  onChange={(event) => {
                    setRemember(event.target.checked);
                  }}
                />
                {t('login.rememberMe')}
              </label>
            </div>
            <div className="login__check">
              <label className="login__check-label">
                <input
                  ref={agreementRef}
                  id={agreementId}
                  type="checkbox"
                  checked={agreed}
                  onChange={(event) => {
                    setAgreed(event.target.checked);
                  }}
                  aria-labelledby={`${agreementLabelId} ${policyButtonId}`}
                  aria-invalid={invalidField === 'agreement' || undefined}
                  aria-describedby={invalidField === 'agreement' ? alertId : undefined}
                />
                <span id={agreementLabelId}>{t('login.agreePrefix')}</span>
              </label>
              <button
                id={policyButtonId}
                type="button"
                className="link-button login__policy"
                aria-haspopup="dialog"
                onClick={() => {
                  setPolicyOpen(true);
                }}
              >
                {t('login.privacyPolicy')}
              </button>
            </div>
          </div>
          <button type="submit" className="button button--primary login__submit" disabled={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        {/*
          The messages under the button, in the place of the browser hint (one grid cell): a message appearing
          moves nothing, and no empty line waits for one above the button (login-page.css).
        */}
        <div className="login__feedback">
          <p id={alertId} role="alert" className="login__alert">
            {feedbackText}
          </p>
          <p role="status" className="login__status">
            {smsSent ? t('login.smsSent') : (resetDone?.notice ?? '')}
          </p>
          <p className="login__hint">{t('login.browserHint')}</p>
        </div>
      </div>
      <Dialog
        open={policyOpen}
        title={t('privacy.title')}
        closeLabel={t('common.close')}
        onClose={() => {
          setPolicyOpen(false);
        }}
      >
        <Suspense
          fallback={
            <p role="status" className="page-loading">
              {t('common.loading')}
            </p>
          }
        >
          <PrivacyPolicy />
        </Suspense>
      </Dialog>
    </main>
  );
}
