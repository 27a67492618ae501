import { randomBytes } from 'node:crypto';
import { hmac, md5, sameText } from '../lib/vod-crypto.js';

/** Playsafe tokens live 2 hours, auth keys 1 hour. */
export const playsafeLifetimeSeconds = 2 * 60 * 60;
export const authKeyLifetimeSeconds = 60 * 60;
/** The fixed versioned path segment of the key path. */
export const keyPathVersion = 'v1102';
/** The password-check salt and its time window. */
export const passwordSalt = 'ddi-vod-password-salt';
export const passwordWindowMs = 5 * 60 * 1000;
/** The fixed string of the statistics sign. */
export const statsSignPrefix = 'ddi-vod-stats';

const unixSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** `{hmac}-{expires}-{viewerId}`: the viewer id is the last hyphen-separated piece. */
export function mintPlaysafe(secret: string, vid: string, viewerId: string, now: Date): string {
  const expires = unixSeconds(now) + playsafeLifetimeSeconds;
  return `${hmac(secret, `playsafe|${vid}|${expires}|${viewerId}`)}-${expires}-${viewerId}`;
}

export type TokenCheck = 'ok' | 'malformed' | 'expired' | 'invalid';

export function checkPlaysafe(secret: string, vid: string, token: string, now: Date): TokenCheck {
  const match = /^([0-9a-f]{32})-(\d{1,12})-([A-Za-z0-9_]{1,64})$/.exec(token);
  if (!match) return 'malformed';
  const [, mac = '', expires = '', viewerId = ''] = match;
  if (!sameText(mac, hmac(secret, `playsafe|${vid}|${expires}|${viewerId}`))) return 'invalid';
  return Number(expires) < unixSeconds(now) ? 'expired' : 'ok';
}

/** `{expires}-{rand}-0-{hash}` for one media path. */
export function mintAuthKey(secret: string, path: string, now: Date): string {
  const expires = unixSeconds(now) + authKeyLifetimeSeconds;
  const rand = randomBytes(8).toString('hex');
  return `${expires}-${rand}-0-${hmac(secret, `${path}-${expires}-${rand}-0`)}`;
}

export function checkAuthKey(secret: string, path: string, authKey: string, now: Date): TokenCheck {
  const match = /^(\d{1,12})-([0-9a-f]{16})-0-([0-9a-f]{32})$/.exec(authKey);
  if (!match) return 'malformed';
  const [, expires = '', rand = '', mac = ''] = match;
  if (!sameText(mac, hmac(secret, `${path}-${expires}-${rand}-0`))) return 'invalid';
  return Number(expires) < unixSeconds(now) ? 'expired' : 'ok';
}

/** The player-sign service's sign over what it answered. */
export function playerSign(secret: string, vid: string, t: string, status: string, username: string, code: string): string {
  return hmac(secret, `sign|${vid}|${t}|${status}|${username}|${code}`);
}

/** sign2 of the verification: md5(sign + vid + t). */
export const sign2 = (sign: string, vid: string, t: string) => md5(sign + vid + t);

/** The password hash the client sends: md5(password + vid + ts + salt). */
export const passwordHash = (password: string, vid: string, ts: string) => md5(password + vid + ts + passwordSalt);

/** md5(fixed string + pid + vid + flow + pd + cts). */
export const statsSign = (pid: string, vid: string, flow: string, pd: string, cts: string) =>
  md5(statsSignPrefix + pid + vid + flow + pd + cts);

/** A password grant lives 1 hour (docs/api.md "Password check"). */
export const passwordGrantLifetimeSeconds = 60 * 60;

/** Proof of a successful password check for one video: `{expires}-{hmac}` (bound to the vid). */
export function mintPasswordGrant(secret: string, vid: string, now: Date): string {
  const expires = unixSeconds(now) + passwordGrantLifetimeSeconds;
  return `${expires}-${hmac(secret, `grant|${vid}|${expires}`)}`;
}

export function checkPasswordGrant(secret: string, vid: string, grant: string, now: Date): TokenCheck {
  const match = /^(\d{1,12})-([0-9a-f]{32})$/.exec(grant);
  if (!match) return 'malformed';
  const [, expires = '', mac = ''] = match;
  if (!sameText(mac, hmac(secret, `grant|${vid}|${expires}`))) return 'invalid';
  return Number(expires) < unixSeconds(now) ? 'expired' : 'ok';
}
