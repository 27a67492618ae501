import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import sinon from 'sinon';
import { reducedMotionEmulation, skipWhere } from '../../test/browser-rules.js';
import { makeState, media, settle, sleep, type TestStateProvider } from '../../test/helpers.js';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import './ddi-spread.js';
import { parseSpread, tickerSeconds } from './ddi-spread.js';

async function mount(options: PlayerOptions, state: Partial<PlayerState> = {}) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(state, options)}></ddi-test-state>`);
  const spread = document.createElement('ddi-spread');
  provider.append(spread);
  await settle(provider);
  await sleep(30); // the first resize observation
  return { provider, spread, root: spread.shadowRoot! };
}

describe('<ddi-spread>', () => {
  afterEach(() => sinon.restore());

  it('passes an accessibility audit', async () => {
    const { provider } = await mount({ spread: { tg_content: 'txt:Spring sale', tg_url: 'https://example.com/sale' } });
    await expect(provider).to.be.accessible();
  });

  describe('Spread ticker duration max(10 s, (text width + player width)/100)', () => {
    it('does not scroll under prefers-reduced-motion: reduce', async function () {
      skipWhere(this, reducedMotionEmulation);
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        const { root } = await mount({ spread: { tg_content: 'txt:Hello' } });
        expect(getComputedStyle(root.querySelector('[part="spread-text"]')!).animationName).to.equal('none');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
    });

    it('computes the pass duration from the widths', () => {
      expect(tickerSeconds(100, 640)).to.equal(10);
      expect(tickerSeconds(1000, 640)).to.equal(16.4);
      expect(tickerSeconds(360, 640)).to.equal(10);
    });

    it('measures the text and the player for the ticker', async () => {
      const long = 'A very long promotional message '.repeat(12);
      const { spread, root } = await mount({ spread: { tg_content: `txt:${long}` } });
      const text = root.querySelector<HTMLElement>('[part="spread-text"]')!;
      expect(text.textContent).to.equal(long.trim());
      const expected = Math.max(10, (text.offsetWidth + spread.offsetWidth) / 100);
      expect(text.offsetWidth).to.be.greaterThan(1000);
      expect(spread.offsetWidth).to.equal(640);
      expect(spread.tickerDuration).to.be.closeTo(expected, 0.001);
      expect(text.style.getPropertyValue('--ddi-spread-duration')).to.equal(`${expected}s`);
      expect(getComputedStyle(text).animationName).to.equal('ddi-spread-ticker');
    });
  });

  describe('Spread banner (text ticker or image) with a close control', () => {
    it('a text banner links to tg_url in a new tab; titles render as text', async () => {
      const { root } = await mount({ spread: { tg_content: 'txt:<img src=x onerror=alert(1)>', tg_url: 'https://example.com/?a=1&b=2', tg_opacity: 60 } });
      const link = root.querySelector<HTMLAnchorElement>('[part="spread-link"]')!;
      expect(link.href).to.equal('https://example.com/?a=1&b=2');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
      expect(root.querySelector('img')).to.equal(null);
      expect(link.textContent).to.equal('<img src=x onerror=alert(1)>');
      expect(root.querySelector<HTMLElement>('[part="spread"]')!.style.opacity).to.equal('0.6');
    });

    it('an image prefix shows the image; tg_position bottom', async () => {
      const { root, spread } = await mount({ spread: { tg_content: `jpg:${media.cover}`, tg_position: 'bottom' } });
      const image = root.querySelector<HTMLImageElement>('[part="spread-image"]')!;
      expect(image.src).to.equal(new URL(media.cover, location.href).href);
      expect(image.alt).to.equal('Promotion');
      expect(root.querySelector('[part="spread-link"]')).to.equal(null);
      expect(spread.dataset.position).to.equal('bottom');
    });

    it('the video info spread is used without the option, its URLs from the platform', async () => {
      const info = { spread: { tg_content: 'png:/media/lesson/cover.jpg', tg_url: '', tg_position: 'top', tg_opacity: 100 } } as unknown as NonNullable<PlayerState['vod']>['info'];
      const { root } = await mount({}, { vod: { base: 'https://vod.example', vid: 'v', pid: 'p', info } });
      expect(root.querySelector<HTMLImageElement>('[part="spread-image"]')!.getAttribute('src')).to.equal('https://vod.example/media/lesson/cover.jpg');
    });

    it('close hides the banner', async () => {
      const { root, spread } = await mount({ spread: { tg_content: 'txt:Hello' } });
      const close = root.querySelector<HTMLButtonElement>('[part="spread-close"]')!;
      expect(close.getAttribute('aria-label')).to.equal('Close');
      close.click();
      await spread.updateComplete;
      expect(root.querySelector('[part="spread"]')).to.equal(null);
    });
  });

  describe('validation: bad spread → warning, nothing shown', () => {
    it('rejects malformed values with a clear warning', () => {
      const warn = sinon.stub(console, 'warn');
      expect(parseSpread('txt:hi', location.href)).to.equal(null);
      expect(parseSpread({ tg_content: 'mov:x.mov' }, location.href)).to.equal(null);
      expect(parseSpread({ tg_content: 'txt:   ' }, location.href)).to.equal(null);
      expect(parseSpread({ tg_content: 'jpg:javascript:alert(1)' }, location.href)).to.equal(null);
      expect(warn.callCount).to.equal(4);
      expect(parseSpread({ tg_content: 'txt:ok', tg_url: 'javascript:alert(1)' }, location.href)).to.deep.include({ url: '', kind: 'text' });
      expect(warn.callCount).to.equal(5);
    });

    it('shows nothing for a malformed option', async () => {
      const warn = sinon.stub(console, 'warn');
      const { root } = await mount({ spread: { tg_content: 'bogus' } });
      expect(root.querySelector('[part="spread"]')).to.equal(null);
      expect(warn.calledWithMatch(/spread banner is not shown/)).to.equal(true);
    });
  });
});
