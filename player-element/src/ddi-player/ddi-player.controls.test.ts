// Spec §2 control bar rules (timing, ban_ui / skinLocation / hideControlBar, small widths, skins) and the
// keyboard shortcuts of spec §5, on a real <ddi-player>.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { control, deep, hasControl, loaded, media, settle, until } from '../../test/helpers.js';
import { skins } from '../core/options.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const player = async (template: ReturnType<typeof html>) => {
  const element = await fixture<DdiPlayer>(template);
  await settle(element);
  return element;
};

const hidden = (element: DdiPlayer) => element.hasAttribute('data-controls-hidden');
const pointer = (element: Element, type: string) =>
  element.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, pointerType: 'mouse' }));
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

describe('<ddi-player> controls', () => {
  let clock: sinon.SinonFakeTimers | undefined;

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
  });

  describe('control bar timing (spec §2): 5000 ms after start, 3000 ms after the last movement', () => {
    async function playing() {
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await element.play();
      return element;
    }

    it('hides 5000 ms after playback starts', async () => {
      const element = await playing();
      clock!.tick(4999);
      expect(hidden(element)).to.equal(false);
      clock!.tick(1);
      expect(hidden(element)).to.equal(true);
    });

    it('shows on pointer movement and hides 3000 ms after the last movement', async () => {
      const element = await playing();
      clock!.tick(5000);
      pointer(element, 'pointermove');
      expect(hidden(element)).to.equal(false);
      clock!.tick(2000);
      pointer(element, 'pointermove');
      clock!.tick(2999);
      expect(hidden(element)).to.equal(false);
      clock!.tick(1);
      expect(hidden(element)).to.equal(true);
    });

    it('shows on a click and hides 3000 ms later', async () => {
      const element = await playing();
      clock!.tick(5000);
      pointer(element, 'pointerdown');
      expect(hidden(element)).to.equal(false);
      clock!.tick(3000);
      expect(hidden(element)).to.equal(true);
    });

    it('hides at once when the pointer leaves, unless the last event was a click', async () => {
      const element = await playing();
      pointer(element, 'pointermove');
      pointer(element, 'pointerleave');
      expect(hidden(element)).to.equal(true);
      pointer(element, 'pointerdown');
      pointer(element, 'pointerleave');
      expect(hidden(element)).to.equal(false);
      clock!.tick(3000);
      expect(hidden(element)).to.equal(true);
    });

    it('stays visible while paused', async () => {
      const element = await playing();
      clock!.tick(5000);
      element.pause();
      await until(() => element.paused, 'paused');
      expect(hidden(element)).to.equal(false);
      pointer(element, 'pointermove');
      pointer(element, 'pointerleave');
      clock!.tick(10_000);
      expect(hidden(element)).to.equal(false);
    });

    it('stays visible while keyboard focus is inside the player', async () => {
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.focus();
      await sendKeys({ press: 'Tab' });
      expect(element.matches(':focus-within')).to.equal(true);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await element.play();
      clock.tick(10_000);
      expect(hidden(element)).to.equal(false);
      control(element, 'Seek').blur();
      await Promise.resolve();
      expect(hidden(element)).to.equal(true);
    });

    it('with skinLocation 1 the bar sits below the video and never hides', async () => {
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
      element.options = { skinLocation: 1 };
      await loaded(element);
      await settle(element);
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await element.play();
      clock.tick(10_000);
      expect(hidden(element)).to.equal(false);
      const stage = deep(element, '[part="stage"]')!.getBoundingClientRect();
      const bar = deep(element, '[part="control-bar"]')!.getBoundingClientRect();
      expect(bar.top).to.be.at.least(stage.bottom - 0.5);
    });
  });

  describe('controls are not shown with ban_ui on, skinLocation 2 or hideControlBar', () => {
    for (const options of [{ ban_ui: 'on' as const }, { skinLocation: 2 as const }, { hideControlBar: true }]) {
      it(`no control bar with ${JSON.stringify(options)}`, async () => {
        const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
        element.options = options;
        await settle(element);
        expect(deep(element, 'ddi-control-bar')).to.equal(null);
        expect(hasControl(element, 'Play')).to.equal(false);
      });
    }

    it('ban_ui also removes the big play button', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      element.options = { ban_ui: 'on' };
      await settle(element);
      expect(deep(element, 'ddi-big-play-button')).to.equal(null);
    });

    it('the big play button shows while paused and plays', async () => {
      const element = await player(html`<ddi-player muted src=${media.mp4}></ddi-player>`);
      const big = () => deep(element, 'ddi-big-play-button')!.shadowRoot!.querySelector<HTMLElement>('[part="button"]');
      expect(big()).not.to.equal(null);
      big()!.click();
      await until(() => !element.paused, 'playback');
      await settle(element);
      expect(big()).to.equal(null);
    });
  });

  describe('controls hidden at small widths (ResizeObserver, no polling)', () => {
    it('drops speed, quality, screenshot and the volume slider below 480 px, the time below 320 px', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 800px"><ddi-player lang="en" src=${media.hls}></ddi-player></div>`);
      const element = box.querySelector('ddi-player')!;
      element.options = { screenshot: true };
      await until(() => element.levels.length > 0, 'levels');
      await settle(element);
      expect(['Speed', 'Quality', 'Screenshot'].map((name) => hasControl(element, name))).to.deep.equal([true, true, true]);
      box.style.width = '400px';
      await until(() => element.getAttribute('data-size') === 'small', 'small');
      await settle(element);
      expect(['Speed', 'Quality', 'Screenshot'].map((name) => hasControl(element, name))).to.deep.equal([false, false, false]);
      expect(getComputedStyle(control(element, 'Volume')).display).to.equal('none');
      expect(hasControl(element, 'Settings')).to.equal(true);
      expect(deep(element, '[part="time"]')).not.to.equal(null);
      box.style.width = '300px';
      await until(() => element.getAttribute('data-size') === 'tiny', 'tiny');
      await settle(element);
      expect(deep(element, '[part="time"]')).to.equal(null);
      box.style.width = '800px';
      await until(() => !element.hasAttribute('data-size'), 'normal');
      await settle(element);
      expect(hasControl(element, 'Speed')).to.equal(true);
    });

    it('an open menu stays inside the player: at 480, 400 and 300 px wide (16:9) the settings menu fits above the control bar', async () => {
      const box = await fixture<HTMLDivElement>(html`<div style="width: 480px"><ddi-player lang="en" src=${media.hls}></ddi-player></div>`);
      const element = box.querySelector('ddi-player')!;
      await until(() => element.levels.length > 0, 'levels');
      for (const [width, size] of [[480, null], [400, 'small'], [300, 'tiny']] as const) {
        box.style.width = `${width}px`;
        await until(() => element.getAttribute('data-size') === size, `${width} px`);
        await settle(element);
        control(element, 'Settings').click();
        await settle(element);
        const menu = deep(element, '.menu')!;
        const [frame, open] = [element.getBoundingClientRect(), menu.getBoundingClientRect()];
        expect(open.height, `${width}: menu height`).to.be.greaterThan(60);
        expect(open.top, `${width}: menu top`).to.be.at.least(frame.top);
        control(element, 'Settings').click();
        await settle(element);
      }
    });
  });

  describe('skins: ouchn, blue, gold, green, red as ::part and --ddi-* custom properties', () => {
    it('without a skin the theme colour is #5867FE', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      expect(getComputedStyle(element).getPropertyValue('--ddi-theme-color').trim().toLowerCase()).to.equal('#5867fe');
      const played = deep(element, '[part="progress-played"]')!;
      expect(getComputedStyle(played).backgroundColor).to.equal('rgb(88, 103, 254)');
    });

    it('each skin sets its colours and the volume rail of 90, 100 or 120 px', async () => {
      const rails: Record<string, number> = { ouchn: 90, blue: 100, gold: 120, green: 120, red: 120 };
      const colours = new Set<string>();
      for (const skin of skins) {
        const element = await player(html`<ddi-player lang="en" skin=${skin} src=${media.mp4}></ddi-player>`);
        expect(element.getAttribute('data-skin')).to.equal(skin);
        colours.add(getComputedStyle(element).getPropertyValue('--ddi-theme-color').trim());
        expect(control(element, 'Volume').getBoundingClientRect().width, skin).to.equal(rails[skin]);
      }
      expect(colours.size).to.equal(5);
    });

    it('an unknown skin is ignored', async () => {
      const element = await player(html`<ddi-player skin="purple" src=${media.mp4}></ddi-player>`);
      expect(element.hasAttribute('data-skin')).to.equal(false);
    });

    it('the page styles the documented parts and custom properties', async () => {
      const page = await fixture<HTMLDivElement>(html`<div>
        <style>
          .skinned {
            --ddi-theme-color: rgb(1, 2, 3);
          }
          .skinned::part(button) {
            color: rgb(255, 0, 0);
          }
          .skinned::part(control-bar) {
            opacity: 0.9;
          }
        </style>
        <ddi-player class="skinned" lang="en" src=${media.mp4}></ddi-player>
      </div>`);
      const element = page.querySelector('ddi-player')!;
      await settle(element);
      expect(getComputedStyle(control(element, 'Play')).color).to.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(control(element, 'Fullscreen')).color).to.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(deep(element, '[part="progress-played"]')!).backgroundColor).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(deep(element, 'ddi-control-bar')!).opacity).to.equal('0.9');
    });

    it('gold: the menu is 135 px tall minus 30 px per item fewer than four', async () => {
      const element = await player(html`<ddi-player lang="en" skin="gold" src=${media.hls}></ddi-player>`);
      element.options = { speed: [2, 1] };
      await until(() => element.levels.length === 4, 'levels');
      await settle(element);
      const menuHeight = async (name: string) => {
        control(element, name).click();
        await settle(element);
        const menu = deep(element, '[part="menu"]')!;
        const height = menu.getBoundingClientRect().height;
        control(element, name).click();
        await settle(element);
        return height;
      };
      expect(await menuHeight('Quality')).to.equal(135);
      expect(await menuHeight('Speed')).to.equal(75);
    });
  });

  describe('visible focus', () => {
    it('keyboard focus shows a 2 px ring on the player and on each control', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div><button>before</button><ddi-player lang="en" src=${media.mp4}></ddi-player></div>`);
      const element = wrapper.querySelector('ddi-player')!;
      await settle(element);
      element.focus();
      // Back to the button before (focus stays in the page) and Tab again, so the player has keyboard focus.
      // Shift and Tab are two keys: Firefox's driver (puppeteer over BiDi) knows no 'Shift+Tab' chord.
      await sendKeys({ down: 'Shift' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ up: 'Shift' });
      await sendKeys({ press: 'Tab' });
      expect(getComputedStyle(element).outlineStyle).to.equal('solid');
      for (const name of ['Seek', 'Play', 'Mute']) {
        await sendKeys({ press: 'Tab' });
        const focused = control(element, name);
        expect(focused.matches(':focus-visible'), name).to.equal(true);
        expect([getComputedStyle(focused).outlineStyle, getComputedStyle(focused).outlineWidth], name).to.deep.equal(['solid', '2px']);
      }
    });
  });

  describe('tab order: the player, then its controls', () => {
    it('the <video> is no tab stop (Firefox makes a video keyboard-focusable): Tab from the player reaches Seek', async () => {
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
      await loaded(element);
      element.focus();
      await sendKeys({ press: 'Tab' });
      let focused = element.shadowRoot!.activeElement;
      while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
      expect(focused).to.equal(control(element, 'Seek'));
    });
  });

  describe('keyboard shortcuts (spec §5)', () => {
    async function focused(options = {}) {
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
      element.options = options;
      await loaded(element);
      element.focus();
      return element;
    }

    it('space toggles play', async () => {
      const element = await focused();
      key(element, ' ');
      await until(() => !element.paused, 'playing');
      key(element, ' ');
      await until(() => element.paused, 'paused');
    });

    it('right and left seek by keyboardSeekTime (15 s by default)', async () => {
      const element = await focused();
      element.seek(5);
      key(element, 'ArrowRight');
      expect(element.currentTime).to.equal(20);
      key(element, 'ArrowRight');
      expect(element.currentTime).to.be.closeTo(element.duration, 0.01);
      element.seek(20);
      key(element, 'ArrowLeft');
      expect(element.currentTime).to.equal(5);
      key(element, 'ArrowLeft');
      expect(element.currentTime).to.equal(0);
    });

    it('the seek distance follows keyboardSeekTime', async () => {
      const element = await focused({ keyboardSeekTime: 3000 });
      key(element, 'ArrowRight');
      expect(element.currentTime).to.equal(3);
    });

    it('m mutes and unmutes', async () => {
      const element = await focused();
      const before = element.muted;
      key(element, 'm');
      await until(() => element.muted !== before, 'mute toggled');
      key(element, 'M');
      await until(() => element.muted === before, 'mute toggled back');
    });

    it('f toggles fullscreen when allowed, and does nothing when not', async () => {
      const element = await focused();
      const enter = sinon.stub(element, 'requestFullscreen').resolves();
      key(element, 'f');
      expect(enter.calledOnce).to.equal(true);
      element.options = { url: media.mp4, allowFullscreen: false };
      await settle(element);
      const event = new KeyboardEvent('keydown', { key: 'f', bubbles: true, composed: true, cancelable: true });
      element.dispatchEvent(event);
      expect(enter.calledOnce).to.equal(true);
      expect(event.defaultPrevented).to.equal(false);
    });

    it('up and down change the volume by 0.05', async () => {
      const element = await focused({ volume: 0.5 });
      key(element, 'ArrowUp');
      expect(element.volume).to.equal(0.55);
      key(element, 'ArrowDown');
      key(element, 'ArrowDown');
      expect(element.volume).to.equal(0.45);
    });

    it('all are off with preventKeyboardEvent', async () => {
      const element = await focused({ preventKeyboardEvent: true, volume: 0.5 });
      for (const name of [' ', 'ArrowRight', 'ArrowUp', 'm']) key(element, name);
      await settle(element);
      expect([element.paused, element.currentTime, element.volume]).to.deep.equal([true, 0, 0.5]);
    });

    it('never act inside text inputs', async () => {
      const element = await player(html`<ddi-player lang="en" muted src=${media.mp4}><input slot="danmu" aria-label="Comment" /></ddi-player>`);
      await loaded(element);
      const input = element.querySelector('input')!;
      input.focus();
      for (const name of [' ', 'ArrowRight', 'm']) key(input, name);
      await settle(element);
      expect([element.paused, element.currentTime]).to.deep.equal([true, 0]);
    });

    it('leave a focused slider its own arrow keys (the seek slider moves by 5 s)', async () => {
      const element = await focused();
      const slider = control(element, 'Seek');
      slider.focus();
      key(slider, 'ArrowRight');
      expect(element.currentTime).to.equal(5);
    });

    it('ban_seek "on" refuses viewer seeks from keys and the slider', async () => {
      const element = await focused({ ban_seek: 'on' });
      key(element, 'ArrowRight');
      key(control(element, 'Seek'), 'End');
      expect(element.currentTime).to.equal(0);
      expect(control(element, 'Seek').getAttribute('aria-disabled')).to.equal('true');
    });
  });
});
