import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new session token: 32 random bytes, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a cookie value has the shape of a session token (checked before touching the database). */
export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A uniformly random numeric code with `digits` digits (leading zeros kept). */
export function numericCode(digits: number): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** Compares two hex digests without leaking where they differ. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Crockford's base 32: digits and letters without I, L, O and U, which read as others. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a certificate code (60 random bits). */
export const CERTIFICATE_CODE_LENGTH = 12;

/** A new certificate code: twelve random characters of Crockford's base 32, without dashes. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  // 256 is a multiple of 32: every character is uniform.
  return Array.from(bytes, (byte) => CROCKFORD[byte % 32]).join('');
}

/**
 * A certificate code as somebody typed or pasted it, in the stored form: dashes and spaces dropped, letters upper
 * case, and the letters Crockford's alphabet reads as digits (I and L as 1, O as 0) mapped; undefined when what is
 * left is not a code.
 */
export function normalCertificateCode(typed: string): string | undefined {
  const code = typed
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return code.length === CERTIFICATE_CODE_LENGTH && [...code].every((char) => CROCKFORD.includes(char)) ? code : undefined;
}

/** A stored certificate code as people read it: three groups of four. */
export function displayedCertificateCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
