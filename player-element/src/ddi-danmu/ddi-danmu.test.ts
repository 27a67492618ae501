import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { cannot, reducedMotionEmulation, skipWhere } from '../../test/browser-rules.js';
import { control, deep, hasControl, makeState, media, settle, sleep, until, type TestStateProvider } from '../../test/helpers.js';
import type { DanmuItem, PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-control-bar/ddi-control-bar.js';
import '../ddi-player/ddi-player.js';
import './ddi-danmu.js';
import type { DanmuOnScreen, DdiDanmu } from './ddi-danmu.js';

/** A standalone layer (640x360) under a controllable player state and a fake clock. */
class Stage {
  clock!: sinon.SinonFakeTimers;
  provider!: TestStateProvider;
  layer!: DdiDanmu;
  time = 0;

  async mount(items: Partial<DanmuItem>[] | string, state: Partial<PlayerState> = {}, options: PlayerOptions = {}) {
    this.clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    this.provider = await fixture<TestStateProvider>(
      html`<ddi-test-state .state=${makeState({ paused: false, danmu: 'on', ...state }, { danmu: items as DanmuItem[], ...options })}><ddi-danmu></ddi-danmu></ddi-test-state>`,
    );
    await settle(this.provider);
    this.layer = this.provider.querySelector('ddi-danmu')!;
    await sleep(50); // the first resize observation
    return this;
  }

  async set(patch: Partial<PlayerState>) {
    this.provider.state = { ...this.provider.state, ...patch };
    await this.provider.updateComplete;
  }

  /** Plays `seconds` of wall time: the media advances at the state's rate; `currentTime` is updated every 250 ms like timeupdate. */
  async play(seconds: number) {
    const { playbackRate, paused } = this.provider.state;
    for (let step = 1; step <= Math.round(seconds / 0.05); step += 1) {
      this.clock.tick(50);
      if (!paused) this.time += 0.05 * playbackRate;
      if (step % 5 === 0 && !paused) await this.set({ currentTime: Math.round(this.time * 1000) / 1000 });
    }
  }

  /** The comments on screen (rolling ones are drawn on the canvas, fixed ones are nodes). */
  shown(mode?: string): DanmuOnScreen[] {
    return this.layer.comments.filter((comment) => !mode || comment.mode === mode);
  }

  texts(mode?: string): string[] {
    return this.shown(mode).map((comment) => comment.text);
  }

  /** Where the comment with this text is now (left edge, px). */
  x(text: string): number {
    return this.shown().find((comment) => comment.text === text)!.x;
  }

  /** Whether the canvas has any drawn pixel in a box (px of the layer). */
  drawn(x: number, y: number, width: number, height: number): boolean {
    const canvas = this.layer.shadowRoot!.querySelector('canvas')!;
    const scale = canvas.width / this.layer.getBoundingClientRect().width;
    const left = Math.max(0, Math.floor(x * scale));
    const right = Math.min(canvas.width, Math.ceil((x + width) * scale));
    if (right <= left) return false;
    const pixels = canvas.getContext('2d')!.getImageData(left, Math.floor(y * scale), right - left, Math.ceil(height * scale)).data;
    for (let index = 3; index < pixels.length; index += 4) if (pixels[index]! > 0) return true;
    return false;
  }

  restore() {
    this.clock?.restore();
  }
}

describe('<ddi-danmu>', () => {
  let stage: Stage;
  let warn: sinon.SinonStub;
  beforeEach(() => {
    stage = new Stage();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    stage.restore();
    warn.restore();
  });

  it('passes an accessibility audit', async () => {
    await stage.mount([{ msg: 'hello', time: 0 }, { msg: 'top', time: 0, fontMode: 'top' }]);
    await stage.play(0.5);
    expect(stage.shown()).to.have.length(2);
    await expect(stage.provider).to.be.accessible();
  });

  describe('spec §5: items without msg are ignored', () => {
    it('shows only the items with a msg and warns once', async () => {
      await stage.mount([{ time: 0 }, { msg: '', time: 0 }, { msg: 'ok', time: 0 }, { fontColor: '#f00' }]);
      await stage.play(0.5);
      expect(stage.texts()).to.deep.equal(['ok']);
      expect(warn.getCalls().filter((call) => String(call.args[0]).includes('without msg'))).to.have.length(1);
    });
  });

  describe('the sent property returns what was sent', () => {
    it('takes the items out of the given array and returns copies of those with a msg, in order', () => {
      const element = document.createElement('ddi-danmu') as DdiDanmu;
      expect(element.sent).to.deep.equal([]);
      const first: Partial<DanmuItem>[] = [{ msg: 'one', fontMode: 'top' }, { msg: '' }];
      element.sent = first;
      element.sent = [{ msg: 'two', fontColor: '#ff0' }];
      expect(first).to.deep.equal([]);
      expect(element.sent).to.deep.equal([{ msg: 'one', fontMode: 'top' }, { msg: 'two', fontColor: '#ff0' }]);
      element.sent[0]!.msg = 'changed';
      expect(element.sent[0]!.msg).to.equal('one');
    });
  });

  describe('spec §2/§5: text is always text', () => {
    it('a msg with markup shows as text (a fixed node and a rolling comment on the canvas)', async () => {
      const msg = '<img src=x onerror="window.__danmuXss=1">';
      await stage.mount([
        { msg, time: 0, fontMode: 'top' },
        { msg, time: 0 },
      ]);
      await stage.play(0.5);
      const [top, rolling] = stage.shown();
      expect(top!.node!.textContent).to.equal(msg);
      expect(top!.node!.children).to.have.length(0);
      expect(rolling!.text).to.equal(msg);
      expect(rolling!.node).to.equal(undefined);
      expect(stage.layer.shadowRoot!.querySelector('img')).to.equal(null);
      expect((window as unknown as { __danmuXss?: number }).__danmuXss).to.equal(undefined);
    });
  });

  describe('spec §5: one bottom danmu at a time; §9: top and bottom last 5 s', () => {
    it('shows one bottom comment; the next one when the first has had its 5 s', async () => {
      await stage.mount([1, 2, 3].map((n) => ({ msg: `bottom ${n}`, time: 0, fontMode: 'bottom' as const })));
      await stage.play(0.5);
      expect(stage.texts('bottom')).to.deep.equal(['bottom 1']);
      await stage.play(4);
      expect(stage.texts('bottom')).to.deep.equal(['bottom 1']);
      await stage.play(1);
      expect(stage.texts('bottom')).to.deep.equal(['bottom 2']);
    });

    it('a top comment stays 5 s of playback, then leaves', async () => {
      await stage.mount([{ msg: 'top', time: 0, fontMode: 'top' }]);
      await stage.play(4.7);
      expect(stage.shown('top')).to.have.length(1);
      await stage.play(0.6);
      expect(stage.shown('top')).to.have.length(0);
    });
  });

  describe('spec §5/§9: at most 6 top danmu', () => {
    it('shows 6 of 8 top comments, the others when places free up', async () => {
      await stage.mount(Array.from({ length: 8 }, (_, n) => ({ msg: `top ${n}`, time: 0, fontMode: 'top' as const })));
      await stage.play(1);
      const tops = stage.shown('top');
      expect(tops).to.have.length(6);
      expect(new Set(tops.map((top) => top.y)).size, 'no two on the same line').to.equal(6);
      expect(new Set(tops.map((top) => top.node!.style.transform)).size, 'placed on their lines').to.equal(6);
      await stage.play(4.5);
      expect(stage.texts('top').sort()).to.deep.equal(['top 6', 'top 7']);
    });
  });

  describe('spec §9: danmu tracks are 10 px high', () => {
    it('comments are placed on 10 px tracks: every top comment starts at a multiple of 10 px', async () => {
      await stage.mount(Array.from({ length: 6 }, (_, n) => ({ msg: `top ${n}`, time: 0, fontMode: 'top' as const })));
      await stage.play(1);
      const ys = stage.shown('top').map((top) => top.y).sort((a, b) => a - b);
      expect(ys).to.have.length(6);
      expect(ys[0]).to.equal(0);
      expect(ys.filter((y) => y % 10 !== 0), 'off a 10 px track').to.deep.equal([]);
    });
  });

  describe('spec §9: the queue discards items older than 5 s when it is longer than twice the number of tracks', () => {
    it('drops waiting comments past 5 s once the queue exceeds 2 x 36 tracks', async () => {
      await stage.mount(Array.from({ length: 80 }, (_, n) => ({ msg: `b${n}`, time: 0, fontMode: 'bottom' as const })));
      await stage.play(5.6);
      expect(stage.shown(), 'the first has left and the 79 waiting were discarded').to.have.length(0);
    });

    it('keeps them while the queue is short', async () => {
      await stage.mount(Array.from({ length: 70 }, (_, n) => ({ msg: `b${n}`, time: 0, fontMode: 'bottom' as const })));
      await stage.play(5.6);
      expect(stage.texts()).to.deep.equal(['b1']);
    });
  });

  describe('tracks: a rolling comment takes a track only when it cannot catch up with the previous one', () => {
    it('a fast comment waits behind a slow one; another slow one follows', async () => {
      // 10% of 360 px = 3 tracks of 10 px: one lane for 20 px text.
      const lane = { time: 0, fontAreaPercent: 10, fontSize: 20 };
      await stage.mount([
        { ...lane, msg: 'slow', speed: 40 },
        { ...lane, msg: 'fast', speed: 400 },
        { ...lane, msg: 'slow too', speed: 40 },
      ]);
      await stage.play(0.3);
      expect(stage.texts()).to.deep.equal(['slow']);
      await stage.play(3);
      expect(stage.texts()).to.deep.equal(['slow', 'slow too']);
      const [first, second] = stage.shown();
      expect(second!.y).to.equal(first!.y);
      expect(second!.x).to.be.greaterThan(first!.x + first!.width);
    });
  });

  describe('rolling comments are drawn where they are, on one canvas', () => {
    it('draws a rolling comment at its place each frame and nothing once it is cleared', async () => {
      await stage.mount([{ msg: 'drawn here', time: 0, speed: 100 }]);
      await stage.play(1);
      const [comment] = stage.shown();
      expect(comment!.x).to.be.lessThan(640 - 50);
      expect(stage.drawn(comment!.x, comment!.y, comment!.width, 15), 'its text').to.equal(true);
      expect(stage.drawn(comment!.x + comment!.width + 10, 0, 640, 360), 'nothing behind it').to.equal(false);
      await stage.play(0.5);
      expect(stage.drawn(stage.x('drawn here') + comment!.width + 10, 0, 640, 360), 'not where it was').to.equal(false);
      stage.time = 60;
      await stage.set({ currentTime: 60 });
      expect(stage.drawn(0, 0, 640, 360), 'cleared on seek').to.equal(false);
    });
  });

  describe('spec §4: pauses when the video pauses or the page is hidden', () => {
    it('stops moving while paused and moves again on play', async () => {
      await stage.mount([{ msg: 'rolling', time: 0 }]);
      await stage.play(1);
      const x = stage.x('rolling');
      expect(x).to.be.lessThan(640);
      await stage.set({ paused: true });
      await stage.play(2);
      expect(stage.x('rolling')).to.be.closeTo(x, 12);
      await stage.set({ paused: false });
      await stage.play(1);
      expect(stage.x('rolling')).to.be.lessThan(x - 40);
    });

    it('stops while the page is hidden and shows nothing new', async () => {
      await stage.mount([
        { msg: 'first', time: 0 },
        { msg: 'later', time: 2 },
      ]);
      await stage.play(0.5);
      const visibility = sinon.stub(document, 'visibilityState').get(() => 'hidden');
      try {
        document.dispatchEvent(new Event('visibilitychange'));
        const x = stage.x('first');
        await stage.play(3);
        expect(stage.x('first')).to.equal(x);
        expect(stage.texts()).to.deep.equal(['first']);
      } finally {
        visibility.restore();
        document.dispatchEvent(new Event('visibilitychange'));
      }
    });
  });

  describe('spec §4: clears on seek and resize', () => {
    it('a seek removes every comment', async () => {
      await stage.mount([
        { msg: 'a', time: 0 },
        { msg: 'b', time: 0, fontMode: 'top' },
      ]);
      await stage.play(0.5);
      expect(stage.shown()).to.have.length(2);
      stage.time = 60;
      await stage.set({ currentTime: 60 });
      expect(stage.shown()).to.have.length(0);
    });

    it('a resize removes every comment', async () => {
      await stage.mount([{ msg: 'a', time: 0, fontMode: 'top' }]);
      await stage.play(0.5);
      expect(stage.shown()).to.have.length(1);
      stage.provider.shadowRoot!.querySelector('div')!.style.width = '500px';
      await until(() => stage.shown().length === 0, 'the comments to clear', 10_000);
    });
  });

  describe('spec §4: follows the playback rate', () => {
    it('moves twice as far per second at 2x', async () => {
      await stage.mount([{ msg: 'rolling', time: 0, speed: 50 }]);
      await stage.play(0.5);
      let x = stage.x('rolling');
      await stage.play(1);
      const normal = x - stage.x('rolling');
      await stage.set({ playbackRate: 2 });
      x = stage.x('rolling');
      await stage.play(1);
      const fast = x - stage.x('rolling');
      expect(normal).to.be.closeTo(50, 8);
      expect(fast).to.be.closeTo(100, 12);
    });
  });

  describe('prefers-reduced-motion: reduce', () => {
    afterEach(() => (cannot(reducedMotionEmulation) ? undefined : emulateMedia({ reducedMotion: 'no-preference' })));

    it('rolling comments do not scroll: they stay in place', async function () {
      skipWhere(this, reducedMotionEmulation);
      await emulateMedia({ reducedMotion: 'reduce' });
      await stage.mount([{ msg: 'still', time: 0 }]);
      await stage.play(0.5);
      const x = stage.x('still');
      await stage.play(2);
      expect(stage.x('still')).to.equal(x);
      expect(stage.shown()[0]!.node!.classList.contains('still')).to.equal(true);
      await stage.play(3);
      expect(stage.shown()).to.have.length(0);
    });
  });

  describe('spec §7 Danmu JSON: a list from a URL', () => {
    it('fetches the list with GET', async () => {
      const list = JSON.stringify([{ msg: 'from url', time: 0 }]);
      await stage.mount(`data:application/json,${encodeURIComponent(list)}`);
      await sleep(100);
      await stage.play(0.5);
      expect(stage.texts()).to.deep.equal(['from url']);
    });

    it('malformed JSON or a non-array warns and shows nothing', async () => {
      await stage.mount('data:application/json,{not json');
      // Waits on the warning, not on time: the fetch of the list may take longer than any fixed wait.
      await until(() => warn.calledWithMatch(/could not be loaded/), 'the "could not be loaded" warning');
      await stage.play(0.5);
      expect(stage.shown()).to.have.length(0);
      stage.restore();
      await stage.mount(`data:application/json,${encodeURIComponent('{"msg":"x"}')}`);
      await until(() => warn.calledWithMatch(/must be a JSON array/), 'the "must be a JSON array" warning');
    });
  });
});

describe('the danmu toggle in the control bar', () => {
  async function bar(patch: Partial<PlayerState>, options: PlayerOptions = {}) {
    const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(patch, options)}><ddi-control-bar></ddi-control-bar></ddi-test-state>`);
    await settle(provider);
    return provider;
  }

  it('is a button named Danmu with aria-pressed, asking to turn danmu off and on', async () => {
    const provider = await bar({ danmu: 'on' });
    const requests: unknown[] = [];
    provider.addEventListener('ddi-danmu-request', (event) => requests.push(event.detail));
    const button = control<HTMLButtonElement>(provider, 'Danmu');
    expect(button.tagName).to.equal('BUTTON');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    button.click();
    provider.state = { ...provider.state, danmu: 'off' };
    await settle(provider);
    expect(control(provider, 'Danmu').getAttribute('aria-pressed')).to.equal('false');
    control(provider, 'Danmu').click();
    expect(requests).to.deep.equal([{ on: false }, { on: true }]);
  });

  it('is hidden without a danmu source and under ban_barrage_btn', async () => {
    expect(hasControl(await bar({ danmu: 'none' }), 'Danmu')).to.equal(false);
    expect(hasControl(await bar({ danmu: 'on' }, { ban_barrage_btn: 'on' }), 'Danmu')).to.equal(false);
  });
});

describe('<ddi-player> danmu', () => {
  async function player(options: PlayerOptions = {}) {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4} .options=${options}></ddi-player>`);
    await settle(element);
    return element;
  }
  const items = (element: DdiPlayer) => {
    const layer = deep<DdiDanmu>(element, 'ddi-danmu');
    return layer ? [...layer.shadowRoot!.querySelectorAll<HTMLElement>('.item')].filter((node) => node.style.display !== 'none') : [];
  };

  it('does not load the layer for a video without danmu', async () => {
    const element = await player();
    await sleep(200);
    expect(deep(element, 'ddi-danmu')).to.equal(null);
    expect(hasControl(element, 'Danmu')).to.equal(false);
  });

  it('sendDanmu shows a comment at once (sent before the layer loaded) and the toggle hides it', async () => {
    const element = await player();
    element.sendDanmu({ msg: 'hello <b>there</b>', fontMode: 'top', fontColor: '#ff0' });
    await until(() => items(element).some((node) => node.textContent === 'hello <b>there</b>'), 'the sent comment', 10_000);
    const button = control(element, 'Danmu');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    button.click();
    await settle(element);
    expect(control(element, 'Danmu').getAttribute('aria-pressed')).to.equal('false');
    expect(items(element)).to.have.length(0);
  });

  it('openDanmu 0 starts with danmu off; a bad danmu URL warns and the player still plays', async () => {
    const warn = sinon.stub(console, 'warn');
    try {
      const element = await player({ danmu: 'data:application/json,[{bad', openDanmu: 0 });
      await until(() => hasControl(element, 'Danmu'), 'the toggle', 10_000);
      expect(control(element, 'Danmu').getAttribute('aria-pressed')).to.equal('false');
      await until(() => warn.getCalls().some((call) => String(call.args[0]).includes('could not be loaded')), 'the warning', 10_000);
      await element.play();
      expect(element.paused).to.equal(false);
      element.pause();
    } finally {
      warn.restore();
    }
  });
});
