// Spec §9: "Log messages fade 600 ms." The player's short messages (part="toast") fade in and out over
// 600 ms, read from the computed opacity at points of the running CSS animation and transition; under
// prefers-reduced-motion they appear and go at once.
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { cannot, reducedMotionEmulation, skipWhere } from '../../test/browser-rules.js';
import { media, settle } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const toastOf = (element: DdiPlayer) => element.shadowRoot!.querySelector<HTMLElement>('[part="toast"]')!;
const opacity = (node: HTMLElement) => Number(getComputedStyle(node).opacity);

/** The computed opacity with `animation` held at `ms` into its run. */
function opacityAt(node: HTMLElement, animation: Animation, ms: number): number {
  animation.pause();
  animation.currentTime = ms;
  return opacity(node);
}

describe('spec §9 log messages fade 600 ms', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
  });

  /** An HLS player whose picture-in-picture refusal shows the `notAllowPip` message for 1500 ms. */
  async function refused(): Promise<{ element: DdiPlayer; toast: HTMLElement }> {
    const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${media.hls}></ddi-player>`);
    await settle(element);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await element.togglePictureInPicture();
    await settle(element);
    const toast = toastOf(element);
    expect(toast.textContent).to.equal('Not allowed to use Picture-in-Picture currently');
    return { element, toast };
  }

  it('a message fades in over 600 ms: transparent at the start, part-way at 300 ms, opaque at 600 ms', async () => {
    const { toast } = await refused();
    const fadeIn = toast.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'ddi-toast-in');
    expect(fadeIn, 'the fade-in animation runs').not.to.equal(undefined);
    expect(fadeIn!.effect!.getComputedTiming().duration).to.equal(600);
    expect(opacityAt(toast, fadeIn!, 0)).to.be.closeTo(0, 0.01);
    expect(opacityAt(toast, fadeIn!, 300)).to.be.within(0.3, 0.95);
    fadeIn!.finish();
    expect(opacity(toast)).to.equal(1);
  });

  it('it fades out over its last 600 ms and is gone at its end (1500 ms for notAllowPip)', async () => {
    const { element, toast } = await refused();
    for (const animation of toast.getAnimations()) animation.finish();
    clock!.tick(899);
    await settle(element);
    expect(toast.hasAttribute('data-leaving'), 'still fully shown before its last 600 ms').to.equal(false);
    expect(opacity(toast)).to.equal(1);
    clock!.tick(1);
    await settle(element);
    expect(toast.hasAttribute('data-leaving')).to.equal(true);
    const fadeOut = toast.getAnimations().find((animation) => (animation as CSSTransition).transitionProperty === 'opacity');
    expect(fadeOut, 'the fade-out transition runs').not.to.equal(undefined);
    expect(fadeOut!.effect!.getComputedTiming().duration).to.equal(600);
    expect(opacityAt(toast, fadeOut!, 300)).to.be.within(0.05, 0.95);
    expect(toast.textContent, 'the text stays while it fades').to.equal('Not allowed to use Picture-in-Picture currently');
    clock!.tick(600);
    await settle(element);
    expect(toast.textContent).to.equal('');
  });

  describe('prefers-reduced-motion: reduce', () => {
    afterEach(() => (cannot(reducedMotionEmulation) ? undefined : emulateMedia({ reducedMotion: 'no-preference' })));

    it('the message appears and goes at once, with no fade', async function () {
      skipWhere(this, reducedMotionEmulation);
      await emulateMedia({ reducedMotion: 'reduce' });
      const { element, toast } = await refused();
      expect(toast.getAnimations()).to.have.length(0);
      expect(opacity(toast)).to.equal(1);
      clock!.tick(900);
      await settle(element);
      expect(toast.getAnimations()).to.have.length(0);
      expect(opacity(toast), 'no fade in its last 600 ms').to.equal(1);
      clock!.tick(600);
      await settle(element);
      expect(toast.textContent).to.equal('');
    });
  });
});
