/**
 * A mobile number and the verification code sent to it, with the button that sends the code and counts down
 * before another may be sent (spec §5): the mobile login's fields, and the password reset's.
 */
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { TextField } from '../../../shared/components/text-field';
import { useClickGuard } from '../../../shared/hooks/use-click-guard';
import { sendSmsCode } from '../api/sms';
import { checkPhone } from '../login-validation';
import type { LoginIssue } from '../login-validation';

export interface SmsCodeFieldsProps {
  readonly phone: string;
  readonly onPhoneChange: (phone: string) => void;
  readonly code: string;
  readonly onCodeChange: (code: string) => void;
  readonly phoneRef: RefObject<HTMLInputElement | null>;
  readonly codeRef: RefObject<HTMLInputElement | null>;
  /** The page's field in error, if any: `phone` or `code` is marked invalid here, described by the element `errorId`. */
  readonly invalidField: string | undefined;
  readonly errorId: string;
  /** Sending starts: an earlier message no longer holds. */
  readonly onSending: () => void;
  /** The number breaks a rule: nothing was sent. */
  readonly onIssue: (issue: LoginIssue) => void;
  readonly onSent: () => void;
  readonly onFailure: (error: unknown) => void;
}

export function SmsCodeFields({ phone, onPhoneChange, code, onCodeChange, phoneRef, codeRef, invalidField, errorId, onSending, onIssue, onSent, onFailure }: SmsCodeFieldsProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [sending, setSending] = useState(false);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return undefined;
    const timer = setTimeout(() => {
      setCooldown((seconds) => seconds - 1);
    }, 1000);
    return () => {
      clearTimeout(timer);
    };
  }, [cooldown]);

  const send = async () => {
    if (sending || cooldown > 0) return;
    const trimmedPhone = phone.trim();
    const issue = checkPhone(trimmedPhone);
    if (issue) {
      onIssue(issue);
      return;
    }
    onSending();
    setSending(true);
    try {
      const { resendAfter } = await sendSmsCode(client, trimmedPhone);
      onSent();
      setCooldown(resendAfter);
    } catch (error) {
      onFailure(error);
    } finally {
      setSending(false);
    }
  };

  // The re-click guard (spec §9): a double click sends one code.
  const guardedSend = useClickGuard(() => {
    void send();
  });

  return (
    <>
      <TextField
        invalid={invalidField === 'phone'}
        errorId={errorId}
        inputRef={phoneRef}
        label={t('login.phone')}
        value={phone}
        onValueChange={onPhoneChange}
        type="tel"
        name="phone"
        inputMode="tel"
        autoComplete="tel"
      />
      <div className="login__code-row">
        <TextField
          invalid={invalidField === 'code'}
          errorId={errorId}
          inputRef={codeRef}
          className="login__code-field"
          label={t('login.code')}
          value={code}
          onValueChange={onCodeChange}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <button type="button" className="button button--secondary login__code-button" onClick={guardedSend} disabled={sending || cooldown > 0}>
          {cooldown > 0 ? t('login.resendIn', { seconds: cooldown }) : t('login.getCode')}
        </button>
      </div>
    </>
  );
}
