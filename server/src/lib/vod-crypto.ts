import { createCipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Lowercase hex MD5 of the UTF-8 string. */
export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * derive(s) of docs/api.md: h = md5(s); key = ASCII bytes of h[0..16), IV = ASCII bytes of h[16..32).
 * The client decrypts with Web Crypto AES-CBC and these bytes.
 */
export function derive(text: string): { key: Buffer; iv: Buffer } {
  const h = md5(text);
  return { key: Buffer.from(h.slice(0, 16), 'ascii'), iv: Buffer.from(h.slice(16, 32), 'ascii') };
}

/** AES-128-CBC with PKCS#7 padding under derive(secret). */
export function encryptFor(secret: string, plain: Buffer | string): Buffer {
  const { key, iv } = derive(secret);
  const cipher = createCipheriv('aes-128-cbc', key, iv);
  return Buffer.concat([cipher.update(typeof plain === 'string' ? Buffer.from(plain, 'utf8') : plain), cipher.final()]);
}

/** The video-info body: base64(AES(derive(vid), ascii(base64(utf8(JSON))))). */
export function encryptVideoInfo(vid: string, info: unknown): string {
  const inner = Buffer.from(JSON.stringify(info), 'utf8').toString('base64');
  return encryptFor(vid, inner).toString('base64');
}

/** Hex HMAC-SHA256, cut to 32 characters (the server-side half of tokens, auth keys and signs). */
export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex').slice(0, 32);
}

/** Constant-time comparison of two strings. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A video id: 34 characters, 32 letters or digits, `_`, and the first character again. */
export const vidPattern = '^([0-9A-Za-z])[0-9A-Za-z]{31}_\\1$';
/** A video id or a preview id (a video id followed by `p`). */
export const vidOrPreviewPattern = '^([0-9A-Za-z])[0-9A-Za-z]{31}_\\1p?$';

/** The vid of a vid or preview id, and whether it was a preview id. */
export function parseVideoId(id: string): { vid: string; preview: boolean } {
  return id.length === 35 ? { vid: id.slice(0, 34), preview: true } : { vid: id, preview: false };
}

/** The deterministic vid of a seeded video: md5("ddi-vod:" + slug) + "_" + its first character. */
export function seededVid(slug: string): string {
  const h = md5(`ddi-vod:${slug}`);
  return `${h}_${h[0]}`;
}
