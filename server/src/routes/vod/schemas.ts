import { vidOrPreviewPattern, vidPattern } from '../../lib/vod-crypto.js';

/** JSON schemas shared by the video-platform routes (docs/api.md "Video platform"). */
export const vid = { type: 'string', pattern: vidPattern } as const;
export const vidOrPreview = { type: 'string', pattern: vidOrPreviewPattern } as const;
export const pid = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
export const appId = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } as const;
export const lang = { type: 'string', maxLength: 16 } as const;
/**
 * `ik`, the optional idempotency key of a view or quality beacon (ours, not a spec field): 8–64 of
 * `A–Z a–z 0–9 _ -`; a re-send with the same key in the same player session (`pid`) is stored once.
 */
export const ik = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } as const;
/** JSONP: the callback (checked by the plugin's hook) and jQuery's cache buster. */
export const jsonp = { callback: { type: 'string', maxLength: 256 }, _: { type: 'string', maxLength: 32 } } as const;
export const digits = (max: number) => ({ type: 'string', pattern: `^[0-9]{1,${max}}$` }) as const;
export const base64 = (maxLength: number) => ({ type: 'string', maxLength, pattern: '^[A-Za-z0-9+/=_-]*$' }) as const;
/** The media query of HLS and mp4 (docs/api.md "Media URLs and query parameters"). */
export const mediaQuery = {
  device: { type: 'string', enum: ['pc', 'mobile'] },
  pid,
  appId,
  route: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
  auth_key: { type: 'string', maxLength: 128 },
  /** Proof of a successful password check (password videos only; docs/api.md "Password check"). */
  grant: { type: 'string', maxLength: 64 },
  lang,
} as const;

export interface MediaQuery {
  device?: 'pc' | 'mobile';
  pid?: string;
  appId?: string;
  route?: string;
  auth_key?: string;
  grant?: string;
}
