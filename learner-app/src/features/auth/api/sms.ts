/** POST /api/sms/send (spec §7, docs/api.md): sends a login verification code. */
import type { ApiClient } from '../../../shared/api/client';

export const SEND_SMS_PATH = '/api/sms/send';

/** Seconds before another code may be requested when the server does not say. */
export const DEFAULT_RESEND_AFTER_SECONDS = 60;

export interface SmsSent {
  /** Seconds until another code may be requested. */
  readonly resendAfter: number;
}

export async function sendSmsCode(client: ApiClient, phone: string): Promise<SmsSent> {
  const data = await client.post(SEND_SMS_PATH, { phone });
  const resendAfter =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>).resendAfter : undefined;
  return {
    resendAfter:
      typeof resendAfter === 'number' && Number.isInteger(resendAfter) && resendAfter > 0 && resendAfter <= 3600
        ? resendAfter
        : DEFAULT_RESEND_AFTER_SECONDS,
  };
}
