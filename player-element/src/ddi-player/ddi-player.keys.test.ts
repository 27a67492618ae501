// Issue 28 item 6: the keys of the big video sites beside the spec §5 shortcuts (k, j / l, 0–9, Home / End,
// c, < / >) and the touch double-tap on the left / right third, on a real <ddi-player> with a real mp4.
import { expect, fixture, html } from '@open-wc/testing';
import { deep, loaded, media, settle, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const key = (target: Element, name: string) => {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

async function focused(options: Record<string, unknown> = {}) {
  const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" muted src=${media.mp4}></ddi-player>`);
  await settle(element);
  element.options = options;
  await loaded(element);
  element.focus();
  return element;
}

const cues = (element: DdiPlayer) => deep(element, '[part="cue"]')?.textContent?.trim() ?? '';

describe('keys of the big video sites (issue 28)', () => {
  it('k toggles play like Space', async () => {
    const element = await focused();
    key(element, 'k');
    await until(() => !element.paused, 'playing');
    key(element, 'K');
    await until(() => element.paused, 'paused');
  });

  it('j and l seek back and forward 10 s, whatever keyboardSeekTime is', async () => {
    const element = await focused({ keyboardSeekTime: 3000 });
    element.seek(5);
    key(element, 'l');
    await until(() => element.currentTime === 15, 'l: 15 s');
    key(element, 'j');
    await until(() => element.currentTime === 5, 'j: 5 s');
    key(element, 'j');
    await until(() => element.currentTime === 0, 'j: 0 s');
  });

  it('0–9 jump to 0–90 % of the duration', async () => {
    const element = await focused();
    for (const digit of [5, 9, 1, 0]) {
      expect(key(element, String(digit)).defaultPrevented, `key ${digit} handled`).to.equal(true);
      await until(() => Math.abs(element.currentTime - (element.duration * digit) / 10) < 0.01, `key ${digit}`);
    }
  });

  it('Home and End go to the start and the end', async () => {
    const element = await focused();
    element.seek(7);
    key(element, 'End');
    await until(() => Math.abs(element.currentTime - element.duration) < 0.01, 'the end');
    key(element, 'Home');
    await until(() => element.currentTime === 0, 'the start');
  });

  it('the new seek keys obey the seek restrictions: under ban_seek "on" nothing moves, while k still plays', async () => {
    const element = await focused({ ban_seek: 'on' });
    for (const name of ['l', '5', 'End']) key(element, name);
    key(element, 'k');
    await until(() => !element.paused, 'playing');
    expect(element.currentTime, 'k came after the seek keys, which did nothing').to.be.below(1);
  });

  it('< and > step down and up the speed list, and stop at its ends', async () => {
    const element = await focused({ speed: [0.5, 1, 1.5, 2] });
    key(element, '>');
    await until(() => element.playbackRate === 1.5, '1.5x');
    key(element, '>');
    await until(() => element.playbackRate === 2, '2x');
    key(element, '>');
    for (const step of [1.5, 1, 0.5]) {
      key(element, '<');
      await until(() => element.playbackRate === step, `${step}x`);
    }
    key(element, '<');
    key(element, '<');
    await settle(element);
    expect(element.playbackRate, 'no step past either end').to.equal(0.5);
  });

  it('c turns the captions off and back on (the same language)', async () => {
    const element = await focused({ video_srt: { English: '/media/lesson/subtitles/lesson.en.vtt', 中文: '/media/lesson/subtitles/lesson.zh.vtt' } });
    element.seek(1);
    await until(() => cues(element) !== '', 'a cue of the default captions');
    const shown = cues(element);
    key(element, 'c');
    await until(() => cues(element) === '', 'captions off');
    key(element, 'c');
    await until(() => cues(element) === shown, `the same captions back (${shown})`);
  });

  it('all are off with preventKeyboardEvent', async () => {
    const element = await focused({ preventKeyboardEvent: true });
    element.seek(5);
    for (const name of ['k', 'l', 'j', '5', 'End', 'Home', '>', '<']) expect(key(element, name).defaultPrevented, name).to.equal(false);
    await settle(element);
    expect([element.paused, element.currentTime, element.playbackRate]).to.deep.equal([true, 5, 1]);
    element.options = { preventKeyboardEvent: false };
    // New options reload the source: press until the reloaded video takes the seek.
    await until(() => {
      key(element, 'l');
      return element.currentTime >= 10;
    }, 'l acts once preventKeyboardEvent is cleared');
  });
});

describe('touch: a double-tap on the left or right third seeks ∓10 s (issue 28)', () => {
  const tap = (element: DdiPlayer, fraction: number) => {
    const box = element.getBoundingClientRect();
    const init = { bubbles: true, composed: true, pointerType: 'touch', isPrimary: true, clientX: box.left + box.width * fraction, clientY: box.top + box.height / 2 };
    const video = deep(element, 'video')!;
    video.dispatchEvent(new PointerEvent('pointerdown', init));
    video.dispatchEvent(new PointerEvent('pointerup', init));
  };

  /**
   * On a desktop (fine pointer) the first touch loads the gesture code: a tap in the middle, then wait for that
   * chunk (the same module the player imports) and the task in which the player attaches it.
   */
  async function touched(element: DdiPlayer) {
    tap(element, 0.5);
    await import('../controllers/touch-seek-controller.js');
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('right third: +10 s; left third: -10 s; a single tap or the middle third does not seek', async () => {
    const element = await focused();
    await touched(element);
    element.seek(12);
    tap(element, 0.9);
    tap(element, 0.85);
    await until(() => element.currentTime === 22, 'a forward seek to 22 s');
    tap(element, 0.1);
    tap(element, 0.2);
    await until(() => element.currentTime === 12, 'a back seek to 12 s');
    tap(element, 0.5);
    tap(element, 0.5);
    await new Promise((resolve) => setTimeout(resolve, 400));
    tap(element, 0.9);
    await settle(element);
    expect(element.currentTime).to.equal(12);
  });

  it('a mouse double-click on the right third does not seek; a touch double-tap there does', async () => {
    const element = await focused();
    element.seek(12);
    const box = element.getBoundingClientRect();
    const init = { bubbles: true, composed: true, isPrimary: true, pointerType: 'mouse', clientX: box.left + box.width * 0.9, clientY: box.top + 10 };
    const video = deep(element, 'video')!;
    for (const type of ['pointerdown', 'pointerup', 'pointerdown', 'pointerup']) video.dispatchEvent(new PointerEvent(type, init));
    await settle(element);
    expect(element.currentTime).to.equal(12);
    await touched(element);
    for (const type of ['pointerdown', 'pointerup', 'pointerdown', 'pointerup']) video.dispatchEvent(new PointerEvent(type, { ...init, pointerType: 'touch' }));
    await until(() => element.currentTime === 22, 'the touch double-tap seeks to 22 s');
  });
});
