/**
 * The platform's client-side decryption (docs/api.md "derive"): `h = md5(s)`, key = ASCII of `h[0..16)`,
 * IV = ASCII of `h[16..32)`, AES-128-CBC with PKCS#7 through Web Crypto.
 */
import { md5 } from '../core/md5.js';

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.trim());
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Standard base64 of a string's UTF-8 bytes. */
export function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** AES-128-CBC decryption with the key and IV derived from `secret`. */
export async function decryptDerived(secret: string, cipher: BufferSource): Promise<ArrayBuffer> {
  const h = md5(secret);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(h.slice(0, 16)), 'AES-CBC', false, ['decrypt']);
  return crypto.subtle.decrypt({ name: 'AES-CBC', iv: encoder.encode(h.slice(16, 32)) }, key, cipher);
}

/** Test and server-parity helper: AES-128-CBC encryption with the key and IV derived from `secret`. */
export async function encryptDerived(secret: string, plain: BufferSource): Promise<ArrayBuffer> {
  const h = md5(secret);
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(h.slice(0, 16)), 'AES-CBC', false, ['encrypt']);
  return crypto.subtle.encrypt({ name: 'AES-CBC', iv: encoder.encode(h.slice(16, 32)) }, key, plain);
}
