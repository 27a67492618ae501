/** A phone number as the API accepts it: an optional `+` and 8–15 digits (E.164 without separators). */
export const phonePattern = '^\\+?[0-9]{8,15}$';

/** JSON schema of a phone number in a body or a path. */
export const phoneSchema = { type: 'string', pattern: phonePattern } as const;

/** JSON schema of an SMS verification code in a body: 6 digits (`smsCodeRules.digits`). */
export const smsCodeSchema = { type: 'string', pattern: '^[0-9]{6}$' } as const;

/**
 * JSON schema of a phone number in a query string, where an unencoded `+` arrives as a space
 * (`?phone=+66…` → `" 66…"`): one leading space is accepted and read as the `+`.
 */
export const phoneQuerySchema = { type: 'string', pattern: '^[+ ]?[0-9]{8,15}$' } as const;

/** The stored form: `+` followed by the digits. */
export function normalizePhone(phone: string): string {
  return `+${phone.trim().replace(/^\+/, '')}`;
}
