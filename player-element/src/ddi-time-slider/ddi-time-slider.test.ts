import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import './ddi-time-slider.js';

async function mount(patch: Parameters<typeof makeState>[0], options = {}) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ duration: 200, currentTime: 65, buffered: 100, ...patch }, options)}><ddi-time-slider></ddi-time-slider></ddi-test-state>`,
  );
  await settle(provider);
  const slider = provider.querySelector('ddi-time-slider')!.shadowRoot!.querySelector<HTMLElement>('[role="slider"]')!;
  return { provider, slider };
}

const key = (slider: HTMLElement, name: string) =>
  slider.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

describe('<ddi-time-slider>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount({});
    await expect(provider).to.be.accessible();
  });

  it('spec §9 visual: the progress bar is about 6 px high', async () => {
    const { provider } = await mount({});
    const root = provider.querySelector('ddi-time-slider')!.shadowRoot!;
    const heights = ['.rail', '.buffered', '.played'].map((selector) => root.querySelector(selector)!.getBoundingClientRect().height);
    expect(heights).to.deep.equal([6, 6, 6]);
  });

  describe('APG slider named Seek with aria-valuetext like "1:05 of 3:20"', () => {
    it('exposes min, max, now and the value text', async () => {
      const { slider } = await mount({});
      expect(slider.getAttribute('aria-label')).to.equal('Seek');
      expect(slider.tabIndex).to.equal(0);
      expect([slider.getAttribute('aria-valuemin'), slider.getAttribute('aria-valuemax'), slider.getAttribute('aria-valuenow')]).to.deep.equal(['0', '200', '65']);
      expect(slider.getAttribute('aria-valuetext')).to.equal('1:05 of 3:20');
    });

    it('shows the buffered range and the position', async () => {
      const { slider } = await mount({});
      const width = (part: string) => (slider.querySelector(`[part="${part}"]`) as HTMLElement).style.width;
      expect(width('progress-buffered')).to.equal('50%');
      expect(width('progress-played')).to.equal('32.5%');
    });

    it('arrow keys ask to seek 5 s, Page keys 10%, Home and End to the ends', async () => {
      const { provider, slider } = await mount({});
      for (const name of ['ArrowRight', 'ArrowLeft', 'ArrowUp', 'PageUp', 'PageDown', 'Home', 'End']) key(slider, name);
      expect(provider.requests.map((request) => (request.detail as { time: number }).time)).to.deep.equal([70, 60, 70, 85, 45, 0, 200]);
    });

    it('dragging previews the time and asks to seek on release', async () => {
      const { provider, slider } = await mount({});
      const box = slider.getBoundingClientRect();
      // Real pointer input (whole pixels, rounded up: 0.5 of the track is 1:40 plus less than a second).
      const at = (fraction: number): [number, number] => [Math.ceil(box.left + box.width * fraction), Math.round(box.top + box.height / 2)];
      try {
        await sendMouse({ type: 'move', position: at(0.25) });
        await sendMouse({ type: 'down' });
        await sendMouse({ type: 'move', position: at(0.5) });
        await settle(provider);
        expect(slider.getAttribute('aria-valuetext')).to.equal('1:40 of 3:20');
        expect(provider.requests).to.deep.equal([]);
        await sendMouse({ type: 'move', position: at(0.75) });
        await sendMouse({ type: 'up' });
        expect(provider.requests.map((request) => request.name)).to.deep.equal(['ddi-seek-request']);
        // 150 s, to within the one pixel the position was rounded by.
        expect((provider.requests[0]!.detail as { time: number }).time).to.be.closeTo(150, 200 / box.width);
      } finally {
        await resetMouse();
      }
    });

    it('under ban_seek it is aria-disabled and asks nothing', async () => {
      const { provider, slider } = await mount({}, { ban_seek: 'on' });
      expect(slider.getAttribute('aria-disabled')).to.equal('true');
      key(slider, 'End');
      expect(provider.requests).to.deep.equal([]);
    });
  });

  describe('spec §9 thumbnails: 160x90 tiles, interval 15 over 600 s, 5 for 300–600 s, else none; tooltip 166 px with, 50 without', () => {
    const hover = (slider: HTMLElement, fraction: number) => {
      const box = slider.getBoundingClientRect();
      slider.dispatchEvent(new PointerEvent('pointermove', { clientX: box.left + box.width * fraction, clientY: box.top + 2, bubbles: true }));
    };

    it('shows the sprite tile of the hovered time in a 166 px tooltip', async () => {
      const { provider, slider } = await mount({ duration: 1000, thumbnails: { url: '/media/lesson/thumbnails/sprite.jpg' } });
      hover(slider, 0.765);
      await settle(provider);
      const root = provider.querySelector('ddi-time-slider')!.shadowRoot!;
      const tooltip = root.querySelector<HTMLElement>('[part="tooltip"]')!;
      expect(tooltip.style.width).to.equal('166px');
      const tile = root.querySelector<HTMLElement>('[part="thumbnail"]')!;
      expect([tile.style.width, tile.style.height]).to.deep.equal(['160px', '90px']);
      // 765 s / 15 = tile 51 → column 1, row 1 of the 8000 px rows
      expect(tile.style.backgroundPosition).to.equal('-160px -90px');
    });

    it('no thumbnail (50 px tooltip) under 300 s or without a sprite', async () => {
      for (const patch of [{ duration: 200, thumbnails: { url: '/s.jpg' } }, { duration: 1000, thumbnails: null }]) {
        const { provider, slider } = await mount(patch);
        hover(slider, 0.5);
        await settle(provider);
        const root = provider.querySelector('ddi-time-slider')!.shadowRoot!;
        expect(root.querySelector('[part="thumbnail"]')).to.equal(null);
        expect(root.querySelector<HTMLElement>('[part="tooltip"]')!.style.width).to.equal('50px');
      }
    });
  });

  describe('key-frame markers with their description and button', () => {
    const markers = [
      { time: 50, text: 'Introduction', button: 'More', href: 'https://example.com/more' },
      { time: 150, text: 'Summary', button: '', href: '' },
    ];

    it('are named buttons at their time that seek there', async () => {
      const { provider } = await mount({ markers });
      const root = provider.querySelector('ddi-time-slider')!.shadowRoot!;
      const buttons = [...root.querySelectorAll<HTMLButtonElement>('[part="marker"]')];
      expect(buttons.map((button) => button.getAttribute('aria-label'))).to.deep.equal(['Introduction at 0:50', 'Summary at 2:30']);
      expect((buttons[0]!.parentElement as HTMLElement).style.left).to.equal('25%');
      buttons[1]!.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-seek-request', detail: { time: 150 } }]);
    });

    it('show the description and the link button on focus', async () => {
      const { provider } = await mount({ markers });
      const root = provider.querySelector('ddi-time-slider')!.shadowRoot!;
      root.querySelector<HTMLButtonElement>('[part="marker"]')!.focus();
      await settle(provider);
      const tip = root.querySelector('[part="marker-tip"]')!;
      expect(tip.textContent).to.contain('Introduction');
      const link = tip.querySelector<HTMLAnchorElement>('[part="marker-button"]')!;
      expect([link.textContent, link.href, link.target]).to.deep.equal(['More', 'https://example.com/more', '_blank']);
      await expect(provider).to.be.accessible();
    });
  });
});
