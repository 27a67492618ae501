// The one request map (issue 23): each rule refuses (or changes) a request alike for every input — a control's
// or overlay's request event, a keyboard shortcut, the page's API. The real <ddi-player> sends all three through
// it (src/ddi-player/ddi-player.seek.test.ts checks the seek ban there on the time slider, keys, seek() and currentTime).
import { expect } from '@open-wc/testing';
import { playerRequest } from '../core/events.js';
import { messagesFor } from '../core/i18n.js';
import { resolveOptions, type PlayerOptions } from '../core/options.js';
import { SeekGuard } from '../core/seek-guard.js';
import { initialPlayerState, type PlayerState } from '../core/state.js';
import { RequestMap, requestRules, type RequestActions, type RequestInput, type RequestName, type Requests, type RuleCore, type RulePlayback } from './request-map.js';

const inputs: RequestInput[] = ['event', 'keyboard', 'method'];

/** A request of each name with a detail every rule lets through by default. */
const samples: { [K in RequestName]: Requests[K] } = {
  play: {},
  pause: {},
  seek: { time: 5 },
  volume: { volume: 0.5 },
  mute: { muted: true },
  rate: { rate: 1.5 },
  level: { level: 1 },
  line: { line: 'b' },
  mode: { mode: 'audio' },
  fullscreen: { kind: 'browser' },
  pip: {},
  loop: { loop: true },
};

interface Setup {
  options?: PlayerOptions;
  state?: Partial<PlayerState>;
  /** The video's position (s). */
  position?: number;
  preview?: number;
  clipEnd?: number;
  /** Interlude holds: name → phase. */
  holds?: Record<string, 'start' | 'end'>;
}

/** A request map over a plain state and options, recording what it did: the actions run, toasts, host moves. */
function setup({ options = {}, state = {}, position = 2, preview = 0, clipEnd, holds = {} }: Setup = {}) {
  const resolved = resolveOptions(options);
  let current: PlayerState = { ...initialPlayerState(resolved, messagesFor('en')), duration: 30, ...state, holds };
  const video = { currentTime: position } as HTMLVideoElement;
  const toasts: string[] = [];
  const placed: number[] = [];
  const ran: { name: RequestName; detail: unknown }[] = [];
  const core: RuleCore = {
    state: () => current,
    set: (patch) => (current = { ...current, ...patch }),
    options: () => resolved,
    toast: (key) => void toasts.push(key),
    video: () => video,
  };
  const guard = new SeekGuard(resolved);
  const playback: RulePlayback = {
    preview: () => preview,
    clipEnd: () => clipEnd,
    place: (time) => {
      placed.push(time);
      video.currentTime = time;
    },
    seekLimit: (from, to) => guard.request(from, to),
    held: (phase) => Object.values(current.holds).includes(phase),
  };
  const record = (name: RequestName) => (detail: unknown) => void ran.push({ name, detail });
  const actions = Object.fromEntries(Object.keys(requestRules).map((name) => [name, record(name as RequestName)])) as unknown as RequestActions;
  return { map: new RequestMap(core, playback, actions), ran, toasts, placed, state: () => current, video };
}

describe('the request map (issue 23): one place where the rules apply, for every input', () => {
  it('lists every request once, each with its rules', () => {
    expect(Object.keys(requestRules).sort()).to.deep.equal(Object.keys(samples).sort());
  });

  for (const input of inputs) {
    it(`without restrictions every request from ${input} reaches its action unchanged`, () => {
      const { map, ran } = setup();
      for (const name of Object.keys(samples) as RequestName[]) map.run(name, samples[name] as never, input);
      expect(ran).to.deep.equal(Object.entries(samples).map(([name, detail]) => ({ name, detail })));
    });
  }

  describe('spec §5 preventKeyboardEvent: the keyboard does nothing, the other inputs are not affected', () => {
    for (const input of inputs) {
      it(`${input}: ${input === 'keyboard' ? 'every request is refused' : 'every request goes through'}`, () => {
        const { map, ran } = setup({ options: { preventKeyboardEvent: true } });
        for (const name of Object.keys(samples) as RequestName[]) map.run(name, samples[name] as never, input);
        expect(ran.length).to.equal(input === 'keyboard' ? 0 : Object.keys(samples).length);
        expect(map.accepts(input)).to.equal(input !== 'keyboard');
      });
    }
  });

  describe('spec §6 ban_seek "on": no seek from any input, and the viewer is told why', () => {
    for (const input of inputs) {
      it(`refuses a seek from ${input}`, () => {
        const { map, ran, toasts, placed } = setup({ options: { ban_seek: 'on' } });
        map.run('seek', { time: 20 }, input);
        expect(ran).to.deep.equal([]);
        expect(placed).to.deep.equal([]);
        expect(toasts).to.deep.equal(['seekBanned']);
      });
    }
  });

  describe('spec §6 ban_seek_by_limit_time "on": a seek stops at the furthest watched time, backwards is free', () => {
    for (const input of inputs) {
      it(`stops a seek from ${input} at watchEndTime, lets one backwards through`, () => {
        const { map, ran, toasts } = setup({ options: { ban_seek_by_limit_time: 'on', watchEndTime: 10 } });
        map.run('seek', { time: 20 }, input);
        map.run('seek', { time: 1 }, input);
        expect(ran).to.deep.equal([
          { name: 'seek', detail: { time: 10 } },
          { name: 'seek', detail: { time: 1 } },
        ]);
        expect(toasts).to.deep.equal(['seekLimited']);
      });
    }
  });

  describe('spec §5 seek clamping: to [0, duration] and to the preview; not a number is no seek', () => {
    for (const input of inputs) {
      it(`clamps a seek from ${input}`, () => {
        const { map, ran } = setup({ preview: 12 });
        map.run('seek', { time: -3 }, input);
        map.run('seek', { time: 25 }, input);
        map.run('seek', { time: Number.NaN }, input);
        expect(ran.map(({ detail }) => detail)).to.deep.equal([{ time: 0 }, { time: 12 }]);
        const withoutPreview = setup();
        withoutPreview.map.run('seek', { time: 99 }, input);
        expect(withoutPreview.ran.map(({ detail }) => detail)).to.deep.equal([{ time: 30 }]);
      });
    }
  });

  describe('spec §5 password gate and §8 errors: no play while the password prompt or an error shows', () => {
    for (const input of inputs) {
      it(`refuses a play from ${input} behind the password prompt, and after an error`, () => {
        const gated = setup({ state: { password: { message: '', busy: false } } });
        gated.map.run('play', {}, input);
        expect(gated.ran).to.deep.equal([]);
        const failed = setup({ state: { error: { code: '#007', message: 'x' } } });
        failed.map.run('play', {}, input);
        expect(failed.ran).to.deep.equal([]);
      });
    }
  });

  describe('interludes (start ad, teaser): a play while one holds the start is remembered, not played', () => {
    for (const input of inputs) {
      it(`holds a play from ${input} as playWanted`, () => {
        const { map, ran, state } = setup({ holds: { 'start-ad': 'start' } });
        map.run('play', {}, input);
        expect(ran).to.deep.equal([]);
        expect(state().playWanted).to.equal(true);
        const ended = setup({ holds: { 'end-ad': 'end' } });
        ended.map.run('play', {}, input);
        expect(ended.ran.length, 'an end hold does not hold a play').to.equal(1);
      });
    }
  });

  describe('spec §3 preview: no play at the preview\'s end', () => {
    for (const input of inputs) {
      it(`refuses a play from ${input} at the preview's end with its message, allows one before`, () => {
        const atEnd = setup({ preview: 10, position: 10 });
        atEnd.map.run('play', {}, input);
        expect(atEnd.ran).to.deep.equal([]);
        expect(atEnd.toasts).to.deep.equal(['previewEnd']);
        const before = setup({ preview: 10, position: 4 });
        before.map.run('play', {}, input);
        expect(before.ran.length).to.equal(1);
      });
    }
  });

  describe('spec §4 clip range: a play at the clip\'s end starts again from 0', () => {
    for (const input of inputs) {
      it(`a play from ${input} at the clip end moves to 0 first`, () => {
        const { map, ran, placed, video } = setup({ clipEnd: 8, position: 8 });
        map.run('play', {}, input);
        expect(placed).to.deep.equal([0]);
        expect(video.currentTime).to.equal(0);
        expect(ran.length).to.equal(1);
        const inside = setup({ clipEnd: 8, position: 3 });
        inside.map.run('play', {}, input);
        expect(inside.placed).to.deep.equal([]);
      });
    }
  });

  describe('spec §5 speed: only a rate of the speed list', () => {
    for (const input of inputs) {
      it(`refuses a rate from ${input} outside the list`, () => {
        const { map, ran } = setup({ options: { speed: [1, 2] } });
        map.run('rate', { rate: 1.5 }, input);
        map.run('rate', { rate: 2 }, input);
        expect(ran).to.deep.equal([{ name: 'rate', detail: { rate: 2 } }]);
      });
    }
  });

  describe('spec §4 audioMode / videoMode: only a mode the options allow', () => {
    for (const input of inputs) {
      it(`refuses audio mode from ${input} when audioMode is off, and a mode that is no mode`, () => {
        const { map, ran } = setup({ options: { audioMode: false } });
        map.run('mode', { mode: 'audio' }, input);
        map.run('mode', { mode: 'radio' as never }, input);
        map.run('mode', { mode: 'video' }, input);
        expect(ran).to.deep.equal([{ name: 'mode', detail: { mode: 'video' } }]);
      });
    }
  });

  describe('spec §3 allowFullscreen off: no entering the browser\'s fullscreen; leaving and page fullscreen stay', () => {
    for (const input of inputs) {
      it(`refuses entering fullscreen from ${input}`, () => {
        const { map, ran } = setup({ options: { allowFullscreen: false } });
        map.run('fullscreen', { kind: 'browser' }, input);
        map.run('fullscreen', { kind: 'browser', enter: true }, input);
        map.run('fullscreen', { kind: 'browser', enter: false }, input);
        map.run('fullscreen', { kind: 'page' }, input);
        expect(ran.map(({ detail }) => detail)).to.deep.equal([{ kind: 'browser', enter: false }, { kind: 'page' }]);
        const inFullscreen = setup({ options: { allowFullscreen: false }, state: { fullscreen: 'browser' } });
        inFullscreen.map.run('fullscreen', { kind: 'browser' }, input);
        expect(inFullscreen.ran.length, 'toggling out of fullscreen').to.equal(1);
      });
    }
  });

  it('request events of controls and overlays are requests from "event", stopped at the host', () => {
    const { map, ran, toasts } = setup({ options: { ban_seek: 'on', preventKeyboardEvent: true } });
    const host = document.createElement('div');
    const child = host.appendChild(document.createElement('span'));
    document.body.append(host);
    const played: RequestInput[] = [];
    map.listen(host, async (input) => void played.push(input));
    let escaped = 0;
    document.body.addEventListener('ddi-rate-request', () => (escaped += 1));
    child.dispatchEvent(playerRequest('ddi-seek-request', { time: 9 }));
    child.dispatchEvent(playerRequest('ddi-rate-request', { rate: 2 }));
    child.dispatchEvent(playerRequest('ddi-play-request', {}));
    host.remove();
    expect(toasts, 'the seek ban applied to the time slider\'s request').to.deep.equal(['seekBanned']);
    expect(ran).to.deep.equal([{ name: 'rate', detail: { rate: 2 } }]);
    expect(played).to.deep.equal(['event']);
    expect(escaped).to.equal(0);
  });
});
