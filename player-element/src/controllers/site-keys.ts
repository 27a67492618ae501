import { playerRequest, type PlayerRequestDetails, type PlayerRequestName } from '../core/events.js';
import type { PlayerState } from '../core/state.js';

/** What the keys need of the keyboard controller's actions (no import back: no cycle). */
interface SiteKeyActions {
  togglePlay(): void;
  seekBy(seconds: number): void;
  state(): PlayerState;
}

/** `j` / `l` distance in seconds (also the touch double-tap's). */
export const JUMP_SECONDS = 10;

/** The next rate of the speed list above (`1`) or below (`-1`) `rate`, or undefined at its end. */
export function stepSpeed(speeds: readonly number[], rate: number, direction: 1 | -1): number | undefined {
  const sorted = [...new Set(speeds)].sort((a, b) => a - b);
  return direction > 0 ? sorted.find((speed) => speed > rate) : sorted.reverse().find((speed) => speed < rate);
}

/** The captions each player showed last, for `c` to turn them back on. */
const lastCaptions = new WeakMap<HTMLElement, string[]>();

/**
 * The keys of the big video sites (issue 28), a lazy chunk loaded on the first such key (the keyboard
 * controller has claimed it): `k` play / pause, `j` / `l` ∓10 s, `0`–`9` to 0–90 % of the duration,
 * Home / End to the start / end, `c` captions off / on (the languages shown last, else the first), `<` /
 * `>` one step down / up the speed list (not with `show_rate: 2`). Seeks, rate and caption changes are the
 * player's request events, so seek restrictions apply.
 */
export function siteKey(key: string, host: HTMLElement, actions: SiteKeyActions): void {
  const request = <K extends PlayerRequestName>(name: K, detail: PlayerRequestDetails[K]) => host.dispatchEvent(playerRequest(name, detail));
  const { duration, subtitles, options, playbackRate } = actions.state();
  const seekTo = (fraction: number) => Number.isFinite(duration) && duration > 0 && request('ddi-seek-request', { time: duration * fraction });
  if (key === 'k') actions.togglePlay();
  else if (key === 'j' || key === 'l') actions.seekBy(key === 'l' ? JUMP_SECONDS : -JUMP_SECONDS);
  else if (key === 'Home' || key === 'End') seekTo(key === 'Home' ? 0 : 1);
  else if (/^[0-9]$/.test(key)) seekTo(Number(key) / 10);
  else if (key === 'c' && subtitles.tracks.length && options.subtitlesEnabled !== false) {
    const selected = subtitles.selected ?? [];
    if (selected.length) lastCaptions.set(host, selected);
    const ids = subtitles.tracks.map((track) => track.id);
    const again = (lastCaptions.get(host) ?? []).filter((id) => ids.includes(id));
    request('ddi-subtitle-request', { selected: selected.length ? [] : again.length ? again : ids.slice(0, 1) });
  } else if ((key === '<' || key === '>') && options.show_rate !== 2) {
    const rate = stepSpeed(options.speed, playbackRate, key === '>' ? 1 : -1);
    if (rate !== undefined) request('ddi-rate-request', { rate });
  }
}
