/**
 * The login page (spec §2 `/` and `/login`, §5 rules): account or mobile
 * login, remember-me, the privacy agreement, and the browser hint. No header
 * or footer.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject, SubmitEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { Dialog } from '../../../shared/components/dialog';
import { Tabs } from '../../../shared/components/tabs';
import { TextField } from '../../../shared/components/text-field';
import { useClickGuard } from '../../../shared/hooks/use-click-guard';
import { HOME_PATH, SET_PASSWORD_PATH } from '../../../shared/routing/paths';
import { remoteLoginAtom } from '../../../shared/session/remote-login';
import { userInfoAtom } from '../../../shared/session/user-info';
import { login } from '../api/login';
import type { LoginRequest } from '../api/login';
import { DEFAULT_RESEND_AFTER_SECONDS, sendSmsCode } from '../api/sms';
import { checkPhone, validateAccountLogin, validatePhoneLogin } from '../login-validation';
import type { LoginErrorKey, LoginField, LoginIssue } from '../login-validation';
import { forgetUserName, readRememberedUserName, rememberUserName } from '../remembered-user-name';
import { PrivacyPolicy } from './privacy-policy';
import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import CirclePlay from 'lucide-react/icons/circle-play';
import UsersRound from 'lucide-react/icons/users-round';
import { BrandLogo } from '../../../shared/display/brand-logo';

type LoginMethod = 'account' | 'phone';

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

  const [method, setMethod] = useState<LoginMethod>('account');
  const [userName, setUserName] = useState(rememberedUserName ?? '');
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(rememberedUserName !== undefined);
  const [agreed, setAgreed] = useState(false);
  const [policyOpen, setPolicyOpen] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [smsSent, setSmsSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const [cooldown, setCooldown] = useState(0);

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

  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = setTimeout(() => {
      setCooldown((seconds) => seconds - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [cooldown]);

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

  const onSendCode = async () => {
    if (sendingCode || cooldown > 0) return;
    const trimmedPhone = phone.trim();
    const issue = checkPhone(trimmedPhone);
    if (issue) {
      report(issue);
      return;
    }
    setFeedback(null);
    setSendingCode(true);
    try {
      const { resendAfter } = await sendSmsCode(client, trimmedPhone);
      setSmsSent(true);
      setCooldown(resendAfter);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSendingCode(false);
    }
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
  const guardedSubmit = useClickGuard(() => {
    void submit();
  });
  const guardedSendCode = useClickGuard(() => {
    void onSendCode();
  });

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    guardedSubmit();
  };

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
    </>
  );

  const phonePanel = (
    <>
      <TextField
        {...fieldState('phone')}
        inputRef={phoneRef}
        label={t('login.phone')}
        value={phone}
        onValueChange={setPhone}
        type="tel"
        name="phone"
        inputMode="tel"
        autoComplete="tel"
      />
      <div className="login__code-row">
        <TextField
          {...fieldState('code')}
          inputRef={codeRef}
          className="login__code-field"
          label={t('login.code')}
          value={code}
          onValueChange={setCode}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <button
          type="button"
          className="button button--secondary login__code-button"
          onClick={guardedSendCode}
          disabled={sendingCode || cooldown > 0}
        >
          {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.getCode')}
        </button>
      </div>
    </>
  );

  return (
    <main className="login">
      <section className="login__brand" aria-labelledby="login-title">
        <BrandLogo className="login__logo" />
        <h1 id="login-title" className="login__title">
          {t('app.productName')}
        </h1>
        <p className="login__tagline">{t('login.tagline')}</p>
        <ul className="login__benefits">
          <li>
            <CirclePlay aria-hidden="true" focusable="false" />
            {t('login.benefits.video')}
          </li>
          <li>
            <ChartNoAxesColumn aria-hidden="true" focusable="false" />
            {t('login.benefits.reports')}
          </li>
          <li>
            <UsersRound aria-hidden="true" focusable="false" />
            {t('login.benefits.practice')}
          </li>
        </ul>
      </section>
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
            {smsSent ? t('login.smsSent') : ''}
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
        <PrivacyPolicy />
      </Dialog>
    </main>
  );
}
