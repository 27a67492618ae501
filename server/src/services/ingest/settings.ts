import type { KeyFrame } from '../../db/video-schema.js';
import { brokenLine } from '../vod-media.js';
import { IngestError } from './errors.js';

/**
 * What a video gets beside its media when it is ingested (`npm run ingest -- … --password --lines --keyframes`,
 * `POST /admin/v1/videos?password=&lines=&keyframes=`; docs/api.md "Video ingestion"). The same checks serve
 * both ways in, so a setting is refused with the same words whichever way it came.
 */
export interface VideoSettings {
  /** The viewing password (spec §3 `usepassword`): the player asks for it before playing. */
  password?: string;
  /** The CDN lines the player may switch between (spec §2), the first being the original line. */
  lines?: string[];
  /** Key-frame markers on the seek bar (spec §3 `videokeyframes`), in time order. */
  keyframes?: KeyFrame[];
}

/** The settings as typed on a command line or in a query: all text. */
export interface VideoSettingsInput {
  password?: string;
  lines?: string;
  /** A JSON array of `{ keytime, keycontext, btnDesc?, btnHref? }`. */
  keyframes?: string;
}

export const maxPasswordLength = 64;
export const maxLines = 8;
export const maxKeyframes = 100;
const lineName = /^[a-z0-9][a-z0-9-]{0,15}$/;
/** `kw` is never offered as a line (spec §2); the broken line is the demo's line that always fails. */
const reservedLines = new Set(['kw', brokenLine]);

const refuse = (message: string): never => {
  throw new IngestError('bad-setting', message);
};

/** Checks and normalises the settings; a bad one throws an {@link IngestError} `bad-setting` naming it. */
export function parseVideoSettings(input: VideoSettingsInput): VideoSettings {
  const settings: VideoSettings = {};
  if (input.password !== undefined) settings.password = parsePassword(input.password);
  if (input.lines !== undefined) settings.lines = parseLines(input.lines);
  if (input.keyframes !== undefined) settings.keyframes = parseKeyframes(input.keyframes);
  return settings;
}

function parsePassword(password: string): string {
  if (password.length === 0 || password.length > maxPasswordLength) refuse(`password must be 1 to ${maxPasswordLength} characters`);
  // Control characters can't be typed into the player's password box.
  if (/\p{Cc}/u.test(password)) refuse('password must not contain control characters');
  if (password.trim() !== password) refuse('password must not start or end with a space');
  return password;
}

function parseLines(text: string): string[] {
  const lines = text.split(',').map((line) => line.trim());
  if (lines.length > maxLines) refuse(`lines takes at most ${maxLines} lines`);
  for (const line of lines) {
    if (!lineName.test(line)) refuse(`lines: "${line}" is not a line name (1–16 of a–z, 0–9 and -, comma-separated)`);
    if (reservedLines.has(line)) refuse(`lines: "${line}" is reserved`);
  }
  const repeated = lines.find((line, index) => lines.indexOf(line) !== index);
  if (repeated) refuse(`lines: "${repeated}" is listed twice`);
  return lines;
}

function parseKeyframes(text: string): KeyFrame[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('keyframes is not valid JSON');
  }
  if (!Array.isArray(value)) return refuse('keyframes must be a JSON array of { keytime, keycontext, btnDesc?, btnHref? }');
  if (value.length > maxKeyframes) refuse(`keyframes takes at most ${maxKeyframes} markers`);
  const keyframes = value.map((entry: unknown, index) => parseKeyframe(entry, index));
  return keyframes.sort((a, b) => a.keytime - b.keytime);
}

function parseKeyframe(entry: unknown, index: number): KeyFrame {
  const at = `keyframes[${index}]`;
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return refuse(`${at} must be an object`);
  const { keytime, keycontext, btnDesc = '', btnHref = '', ...rest } = entry as Record<string, unknown>;
  const unknown = Object.keys(rest)[0];
  if (unknown) refuse(`${at}: unknown field "${unknown}"`);
  if (typeof keytime !== 'number' || !Number.isFinite(keytime) || keytime < 0) refuse(`${at}.keytime must be a number of seconds, 0 or more`);
  if (typeof keycontext !== 'string' || !keycontext.trim() || keycontext.length > 200) refuse(`${at}.keycontext must be text of 1 to 200 characters`);
  if (typeof btnDesc !== 'string' || btnDesc.length > 40) refuse(`${at}.btnDesc must be text of at most 40 characters`);
  if (typeof btnHref !== 'string' || (btnHref !== '' && !isWebAddress(btnHref))) refuse(`${at}.btnHref must be an http(s) address`);
  if (btnHref && !btnDesc) refuse(`${at}: a btnHref needs a btnDesc (the button's text)`);
  return { keytime: keytime as number, keycontext: (keycontext as string).trim(), btnDesc: btnDesc as string, btnHref: btnHref as string };
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A marker past the end of the video (known only once it is probed) is refused too. */
export function checkKeyframesFit(keyframes: KeyFrame[] | undefined, durationSeconds: number): void {
  const late = keyframes?.findIndex((keyframe) => keyframe.keytime > durationSeconds) ?? -1;
  if (late >= 0) refuse(`keyframes: the marker at ${keyframes![late]!.keytime} s is past the video's end (${durationSeconds.toFixed(1)} s)`);
}
