/** POST /api/sms/send (spec §7): sends a login verification code. */
import type { ApiClient } from '../../../shared/api/client';

export const SEND_SMS_PATH = '/api/sms/send';

export async function sendSmsCode(client: ApiClient, phone: string): Promise<void> {
  await client.post(SEND_SMS_PATH, { phone });
}
