/**
 * The video platform's pure rules (player spec §1, §3, §4, §5): video ids, status codes, the domain rule
 * and the line list. No I/O here; the platform session applies them. Only a `vid` needs them, so they load
 * with the platform's lazy chunk.
 */
import { ErrorCode } from '../core/errors.js';

/** The value that never names a line (spec §1). */
export const NOT_A_LINE = 'kw';

/** Spec §3: a video id is 34 characters and ends in `_` plus its first character (docs/api.md: 32 letters or digits, `_`, one more). */
export function isVideoId(vid: unknown): vid is string {
  return typeof vid === 'string' && /^[0-9A-Za-z]{32}_[0-9A-Za-z]$/.test(vid) && vid.endsWith(`_${vid[0]}`);
}

/** Spec §3: a preview id is 35 characters: a video id and one more letter or digit. */
export function isPreviewId(vid: unknown): vid is string {
  return typeof vid === 'string' && vid.length === 35 && isVideoId(vid.slice(0, 34)) && /^[0-9A-Za-z]$/.test(vid[34]!);
}

/**
 * Spec §4, video status codes: 60 and 61 play (`null`); 51 not passed (#005); below 0 deleted (#004);
 * 10–26 transcoding (#010); 48 abnormal (#048); 53 blocked (#10000); anything else not audited (#009).
 */
export function statusError(status: unknown): ErrorCode | null {
  const code = Number(status);
  if (code === 60 || code === 61) return null;
  if (code === 51) return ErrorCode.notPassed;
  if (code < 0) return ErrorCode.deleted;
  if (code >= 10 && code <= 26) return ErrorCode.transcoding;
  if (code === 48) return ErrorCode.abnormal;
  if (code === 53) return ErrorCode.blocked;
  return ErrorCode.notAudited;
}

/** A domain list entry matches the host itself or any of its sub-domains (`*.` prefixes are allowed). */
export function hostMatches(host: string, domain: string): boolean {
  const name = domain.trim().toLowerCase().replace(/^\*\./, '').replace(/^https?:\/\//, '').split(/[/:]/)[0] ?? '';
  const page = host.toLowerCase();
  return name !== '' && (page === name || page.endsWith(`.${name}`));
}

export interface DomainRule {
  /** Allowed hosts (the white list). */
  enabled: string[];
  /** Refused hosts (the black list). */
  disabled: string[];
  /** 1: only the black list applies; 2: only the white list; otherwise both. */
  settingType?: number;
}

/**
 * Spec §5, domain rule: allowed when the page host matches the enabled list (plus the provider's own
 * hosts) and not the disabled list. `setting_type` 1 checks only the disabled list, 2 only the enabled
 * list, otherwise both. An empty enabled list does not restrict.
 */
export function domainAllowed(host: string, rule: DomainRule, ownHosts: string[] = []): boolean {
  // Only a number or a numeric string counts (fix found by the property tests, issue 13: Number() of a
  // JSON object such as { "toString": false } threw out of the domain check).
  const type = typeof rule.settingType === 'number' || typeof rule.settingType === 'string' ? Number(rule.settingType) : 0;
  const checkEnabled = type !== 1;
  const checkDisabled = type !== 2;
  if (checkDisabled && rule.disabled.some((domain) => hostMatches(host, domain))) return false;
  if (checkEnabled && rule.enabled.length > 0) {
    return [...rule.enabled, ...ownHosts].some((domain) => hostMatches(host, domain));
  }
  return true;
}

/**
 * Spec §1, the line list: built from a comma-separated string, without the current line and `kw`, with the
 * current line first (duplicates and blanks dropped).
 */
export function lineList(alternatives: string | readonly string[] | undefined, current: string): string[] {
  const names = typeof alternatives === 'string' ? alternatives.split(',') : [...(alternatives ?? [])];
  const others = names.map((name) => name.trim()).filter((name) => name && name !== current && name !== NOT_A_LINE);
  return [...new Set(current && current !== NOT_A_LINE ? [current, ...others] : others)];
}
