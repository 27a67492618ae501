import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import { makeState, media, settle, until, type TestStateProvider } from '../../test/helpers.js';
import { audioCheckpoints, resolveLogo, resolveLogos, viewerWatermarkWidth } from './ddi-watermark.js';

async function mount(options: PlayerOptions, patch: Partial<PlayerState> = {}) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(patch, options)}>
    <div style="position: relative; width: 640px; height: 360px"><ddi-watermark></ddi-watermark></div>
  </ddi-test-state>`);
  await settle(provider);
  const element = provider.querySelector('ddi-watermark')!;
  return { provider, element, root: element.shadowRoot! };
}

async function patchState(provider: TestStateProvider, patch: Partial<PlayerState>) {
  provider.state = { ...provider.state, ...patch };
  await settle(provider);
}

/** An element's box relative to the watermark layer. */
function boxIn(element: Element, layer: Element) {
  const box = element.getBoundingClientRect();
  const outer = layer.getBoundingClientRect();
  return { left: box.left - outer.left, top: box.top - outer.top, right: outer.right - box.right, bottom: outer.bottom - box.bottom, width: box.width, height: box.height };
}

const imageLoaded = (root: ShadowRoot) => until(() => [...root.querySelectorAll('img')].every((image) => image.complete && image.naturalWidth > 0), 'logos to load');

describe('<ddi-watermark>', () => {
  afterEach(() => sinon.restore());

  it('passes an accessibility audit (a linked logo and the viewer watermark)', async () => {
    const { provider, root } = await mount({ logo: { src: media.cover, position: 1, href: 'https://example.com/', width: 80, height: 45 }, viewerWatermark: true, viewerInfo: { viewerId: 'learner-42' } });
    await imageLoaded(root);
    await expect(provider).to.be.accessible();
  });

  describe('logo: needs src and a position other than 0; percentage falls back to pixels if width or height is not numeric; offsets only for positions 1 and 2', () => {
    it('validates each config, warning for the invalid ones', () => {
      const warn = sinon.stub(console, 'warn');
      expect(resolveLogo({ position: 1 })).to.equal(null);
      expect(resolveLogo({ src: 'a.png', position: 0 })).to.equal(null);
      expect(resolveLogo({ src: 'a.png' })).to.equal(null);
      expect(resolveLogo('a.png')).to.equal(null);
      expect(warn.callCount).to.equal(4);
      expect(resolveLogos([{ src: 'a.png', position: 2 }, { src: '', position: 1 }]).map((logo) => logo.position)).to.deep.equal([2]);
      expect(resolveLogos(undefined)).to.deep.equal([]);
    });

    it('percentage sizes are percent of the player, and pixels when width or height is not numeric', () => {
      expect(resolveLogo({ src: 'a.png', position: 1, width: 10, height: '20', lengthUnit: 'percentage' })).to.include({ width: '10%', height: '20%' });
      expect(resolveLogo({ src: 'a.png', position: 1, width: 'wide', height: 50, lengthUnit: 'percentage' })).to.include({ width: '', height: '50px' });
    });

    it('at most 120x120', async () => {
      expect(resolveLogo({ src: 'a.png', position: 1, width: 300, height: 200 })).to.include({ width: '120px', height: '120px' });
      const { root } = await mount({ logo: { src: media.cover, position: 1, width: 10, height: 90, lengthUnit: 'percentage' } });
      await imageLoaded(root);
      const box = root.querySelector('.logo')!.getBoundingClientRect();
      expect(box.width).to.equal(64);
      expect(box.height).to.be.at.most(120);
    });

    it('sits in the four corners; offsets move positions 1 and 2 only', async () => {
      const logo = { src: media.cover, width: 40, height: 30, offsetX: 25, offsetY: 15 };
      const { element, root } = await mount({ logo: [1, 2, 3, 4].map((position) => ({ ...logo, position: position as 1 | 2 | 3 | 4 })) });
      await imageLoaded(root);
      const [topLeft, topRight, bottomLeft, bottomRight] = [...root.querySelectorAll('.logo')].map((node) => boxIn(node, element));
      expect(topLeft).to.include({ left: 25, top: 15, width: 40, height: 30 });
      expect(topRight).to.include({ right: 25, top: 15 });
      expect(bottomLeft).to.include({ left: 10, bottom: 10 });
      expect(bottomRight).to.include({ right: 10, bottom: 10 });
    });

    it('opacity, and a link that opens in a new tab with rel=noopener', async () => {
      const { root } = await mount({ logo: { src: media.cover, position: 2, opacity: 50, href: 'https://example.com/brand' } });
      const link = root.querySelector('a')!;
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener');
      expect(link.href).to.equal('https://example.com/brand');
      expect(link.getAttribute('aria-label')).to.equal('Logo (opens in a new tab)');
      expect(getComputedStyle(link).opacity).to.equal('0.5');
      const unsafe = await mount({ logo: { src: media.cover, position: 2, href: 'javascript:alert(1)' } });
      expect(unsafe.root.querySelector('a')).to.equal(null);
    });

    it('logo load failure gives a console warning', async () => {
      const warn = sinon.stub(console, 'warn');
      const { root } = await mount({ logo: { src: '/media/does-not-exist.png', position: 1 } });
      await until(() => warn.called, 'the warning');
      expect(String(warn.firstCall.args[0])).to.contain('/media/does-not-exist.png failed to load');
      await settle(root.host);
      expect(root.querySelector('.logo')).to.equal(null);
    });
  });

  describe('viewer watermark moves every 10 s; width 14 px per character', () => {
    it('shows viewerInfo.viewerId when viewerWatermark is on, 14 px per character, moving every 10 s', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const random = sinon.stub(Math, 'random').returns(0);
      const { element, root } = await mount({ viewerWatermark: true, viewerInfo: { viewerId: 'learner-42' } });
      const viewer = () => root.querySelector<HTMLElement>('.viewer')!;
      expect(viewer().textContent).to.equal('learner-42');
      expect(viewer().getAttribute('aria-hidden')).to.equal('true');
      expect(viewer().style.width).to.equal('140px');
      expect(viewerWatermarkWidth('abc')).to.equal(42);
      expect(viewer().style.left).to.equal('0px');
      random.returns(1);
      clock.tick(9999);
      await settle(element);
      expect(viewer().style.left).to.equal('0px');
      clock.tick(1);
      await settle(element);
      // The whole id fits: 640 - 140.
      expect(viewer().style.left).to.equal('500px');
      expect(viewer().style.top).to.equal('340px');
    });

    it('a protected video shows the playsafe token viewer; otherwise no watermark without viewerWatermark', async () => {
      const { provider, root } = await mount({}, { watermark: { viewer: 'token-viewer', protected: true, audioFp: false } });
      expect(root.querySelector('.viewer')!.textContent).to.equal('token-viewer');
      await patchState(provider, { watermark: { viewer: 'token-viewer', protected: false, audioFp: false } });
      expect(root.querySelector('.viewer')).to.equal(null);
    });
  });

  describe('audio watermark checkpoints every 900 s with random offset under 600', () => {
    it('computes the checkpoint list', () => {
      expect(audioCheckpoints(3000, () => 0.5)).to.deep.equal([300, 1200, 2100]);
      expect(audioCheckpoints(3000, () => 0.99999)).to.deep.equal([599, 1499, 2399]);
      expect(audioCheckpoints(3000, () => 0)).to.deep.equal([0, 900, 1800, 2700]);
      expect(audioCheckpoints(0)).to.deep.equal([]);
    });

    it('marks a checkpoint crossed during playback, not one jumped over by a seek, and only with audio_fp', async () => {
      sinon.stub(Math, 'random').returns(0.5);
      const on = { viewer: '', protected: false, audioFp: true };
      const { provider, element } = await mount({}, { watermark: on, duration: 2000, paused: false, currentTime: 1199.5 });
      expect(element.checkpoints).to.deep.equal([300, 1200]);
      await patchState(provider, { currentTime: 1200.3 });
      expect(element.marks).to.deep.equal([1200]);
      await patchState(provider, { currentTime: 100 });
      await patchState(provider, { currentTime: 350 });
      expect(element.marks).to.deep.equal([1200]);
      await patchState(provider, { watermark: { ...on, audioFp: false }, currentTime: 100 });
      expect(element.checkpoints).to.deep.equal([]);
    });
  });
});
