import type { FullscreenKind, PlayerMode, PlayerRequestDetails } from '../core/events.js';
import type { PlaybackRules } from './playback-rules.js';
import type { PlayerCore } from './player-core.js';

/**
 * Where a request comes from: a control's or an overlay's `ddi-*-request` event (the time slider, the
 * quiz, …) or a touch gesture, a keyboard shortcut, or the page (a public method or property: `seek()`,
 * `currentTime = `, …).
 */
export type RequestInput = 'event' | 'keyboard' | 'method';

/** The requests every input can make, with their details (the `ddi-*-request` event of the same name carries the same). */
export interface Requests {
  play: Record<string, never>;
  /** `overlay`: an overlay (quiz, visitor form) pauses for itself. */
  pause: { overlay?: boolean };
  /** To `time` seconds. */
  seek: { time: number };
  /** 0–1. */
  volume: { volume: number };
  mute: { muted: boolean };
  rate: { rate: number };
  /** A quality level's index, -1 Auto. */
  level: { level: number };
  line: { line: string };
  mode: { mode: PlayerMode };
  /** `enter` true enters, false leaves, absent toggles (`kind` 'page' always toggles). */
  fullscreen: { kind: FullscreenKind; enter?: boolean };
  pip: Record<string, never>;
  loop: { loop: boolean };
}

/** A request's name. */
export type RequestName = keyof Requests;

/** What each request's action answers, back to the caller (a switched line, a play or fullscreen promise). */
export interface RequestResults {
  play: Promise<void> | undefined;
  pause: void;
  seek: void;
  volume: void;
  mute: void;
  rate: void;
  level: void;
  line: boolean;
  mode: void;
  fullscreen: Promise<void> | void;
  pip: Promise<void>;
  loop: void;
}

/** What each request does once its rules let it through (the element's controllers), told which input asked. */
export type RequestActions = { [K in RequestName]: (detail: Requests[K], input: RequestInput) => RequestResults[K] };

/** What the rules read: the core's state, options, toast and video, and the playback rules' answers. */
export type RuleCore = Pick<PlayerCore, 'state' | 'set' | 'options' | 'toast' | 'video'>;
/** The playback rules' answers the request rules ask for. */
export type RulePlayback = Pick<PlaybackRules, 'preview' | 'clipEnd' | 'place' | 'seekLimit' | 'held'>;

/** A rule: the detail to go on with (possibly changed), or null when the request is refused here. */
type Rule<D> = (detail: D, core: RuleCore, playback: RulePlayback, input: RequestInput) => D | null;

/** The video's position now (the state's lags behind it by up to one `timeupdate`). */
const position = (core: RuleCore) => core.video()?.currentTime ?? 0;

// ---------------------------------------------------------------- the rules

/** Spec §5 `preventKeyboardEvent`: no shortcut does anything (the other inputs are not affected). */
const keyboard = <D>(detail: D, core: RuleCore, _playback: RulePlayback, input: RequestInput): D | null =>
  input === 'keyboard' && core.options().preventKeyboardEvent ? null : detail;

/** Spec §4 clip range: a play at (or past) the clip's end starts again from 0. */
const clipRestart: Rule<Requests['play']> = (detail, core, playback) => {
  const end = playback.clipEnd();
  if (end !== undefined && position(core) >= end) playback.place(0);
  return detail;
};

/** Spec §3 preview: no play at the preview's end (its message shows). */
const previewEnd: Rule<Requests['play']> = (detail, core, playback) => {
  const preview = playback.preview();
  if (preview <= 0 || position(core) < preview) return detail;
  core.toast('previewEnd');
  return null;
};

/** Spec §5 password, §8 errors: no play while the password prompt or an error shows. */
const gate: Rule<Requests['play']> = (detail, core) => (core.state().password || core.state().error ? null : detail);

/** Interludes (start ad, teaser): while one holds the start a play is remembered (`playWanted`) and starts when it ends. */
const interlude: Rule<Requests['play']> = (detail, core, playback) => {
  if (!playback.held('start')) return detail;
  core.set({ playWanted: true });
  return null;
};

/** Spec §5 seek clamping: a number (with a video to seek), clamped to [0, duration] and to the preview's length. */
const seekRange: Rule<Requests['seek']> = ({ time }, core, playback) => {
  if (!core.video() || typeof time !== 'number' || Number.isNaN(time)) return null;
  const preview = playback.preview();
  return { time: Math.min(Math.max(0, time), core.state().duration, preview > 0 ? preview : Number.POSITIVE_INFINITY) };
};

/**
 * Spec §6 seek restrictions (one `SeekGuard`): `ban_seek` refuses, `ban_seek_by_limit_time` stops at the
 * furthest watched time; the reason shows as a toast.
 */
const seekBan: Rule<Requests['seek']> = ({ time }, core, playback) => {
  const from = position(core);
  const { to, refusal } = playback.seekLimit(from, time);
  if (refusal) core.toast(refusal);
  return to === from && refusal ? null : { time: to };
};

/** Spec §5 `speed`: only a rate of the resolved speed list. */
const speeds: Rule<Requests['rate']> = (detail, core) => (core.options().speed.includes(detail.rate) ? detail : null);

/** Spec §4 `audioMode` / `videoMode`: only a mode the options allow. */
const modes: Rule<Requests['mode']> = (detail, core) => {
  const { mode } = detail;
  const options = core.options();
  return (mode === 'audio' && options.audioMode) || (mode === 'video' && options.videoMode) ? detail : null;
};

/** Spec §3 `allowFullscreen`: no entering the browser's fullscreen when off (leaving and page fullscreen stay). */
const fullscreen: Rule<Requests['fullscreen']> = (detail, core) => {
  const entering = detail.kind === 'browser' && (detail.enter ?? core.state().fullscreen !== 'browser');
  return entering && !core.options().allowFullscreen ? null : detail;
};

/**
 * The one request map: each request with the rules that apply to it, in order, for every input. A rule
 * added here applies to the controls, the keyboard, the overlays and the page's API at once.
 */
export const requestRules: { readonly [K in RequestName]: readonly Rule<Requests[K]>[] } = {
  play: [keyboard, clipRestart, previewEnd, gate, interlude],
  pause: [keyboard],
  seek: [keyboard, seekRange, seekBan],
  volume: [keyboard],
  mute: [keyboard],
  rate: [keyboard, speeds],
  level: [keyboard],
  line: [keyboard],
  mode: [keyboard, modes],
  fullscreen: [keyboard, fullscreen],
  pip: [keyboard],
  loop: [keyboard],
};

/**
 * Applies requests: the rules of `requestRules`, then the action. `<ddi-player>` makes one, listens for the
 * request events through it, and sends its keyboard shortcuts and its public methods through it too.
 */
export class RequestMap {
  readonly #core: RuleCore;
  readonly #playback: RulePlayback;
  readonly #actions: RequestActions;

  constructor(core: RuleCore, playback: RulePlayback, actions: RequestActions) {
    this.#core = core;
    this.#playback = playback;
    this.#actions = actions;
  }

  /** Applies a request: the action's result, or undefined when a rule refused it. */
  run<K extends RequestName>(name: K, detail: Requests[K], input: RequestInput): RequestResults[K] | undefined {
    let current: Requests[K] | null = detail;
    for (const rule of requestRules[name] as readonly Rule<Requests[K]>[]) {
      current = rule(current, this.#core, this.#playback, input);
      if (current === null) return undefined;
    }
    return this.#actions[name](current, input);
  }

  /** False when every request of this input is refused (the keyboard under `preventKeyboardEvent`). */
  accepts(input: RequestInput): boolean {
    return keyboard(true, this.#core, this.#playback, input) !== null;
  }

  /** The request events of the controls and overlays (`ddi-seek-request` → `seek` …), stopped at `host`. */
  listen(host: HTMLElement, play: (input: RequestInput) => Promise<void>): void {
    const names = Object.keys(requestRules) as RequestName[];
    for (const name of names) {
      host.addEventListener(`ddi-${name}-request` satisfies keyof PlayerRequestDetails, (event) => {
        event.stopPropagation();
        const detail = (event as CustomEvent<Requests[typeof name]>).detail;
        const result = name === 'play' ? play('event') : this.run(name, detail, 'event');
        if (result instanceof Promise) result.catch((error: unknown) => name !== 'play' && console.warn('ddi-player:', error));
      });
    }
  }
}
