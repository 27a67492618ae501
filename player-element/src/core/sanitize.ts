/**
 * The one home for sanitising untrusted values (options, platform JSON, page data) in the player: plain
 * records, http(s) URLs, text and numbers. Every element and parser imports these instead of its own copy.
 */

/** A plain object: not null, not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An http(s) URL: `value` (trimmed) resolved against `base` (the platform origin, else the page) and
 * returned absolute. Anything else gives `''`: a non-string, a blank string, another scheme
 * (`javascript:`, `data:`, `blob:`…) or text that does not parse.
 */
export function safeHttpUrl(value: unknown, base: string | undefined = globalThis.location?.href): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** The text of a string, or of a number; anything else gives `''`. */
export const toText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** A finite number from a number or a non-blank numeric string, else undefined. */
export function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}
