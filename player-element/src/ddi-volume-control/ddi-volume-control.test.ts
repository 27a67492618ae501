import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import './ddi-volume-control.js';

async function mount(patch: Parameters<typeof makeState>[0]) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(patch)}><ddi-volume-control></ddi-volume-control></ddi-test-state>`);
  await settle(provider);
  const root = provider.querySelector('ddi-volume-control')!.shadowRoot!;
  return { provider, button: root.querySelector('button')!, slider: root.querySelector<HTMLElement>('[role="slider"]')! };
}

const key = (slider: HTMLElement, name: string) =>
  slider.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

describe('<ddi-volume-control>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount({});
    await expect(provider).to.be.accessible();
  });

  describe('mute button (Mute / Unmute) and volume slider', () => {
    it('the button is named Mute and asks to mute', async () => {
      const { provider, button } = await mount({ volume: 0.75 });
      expect(button.getAttribute('aria-label')).to.equal('Mute');
      button.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-mute-request', detail: { muted: true } }]);
    });

    it('muted (or at volume 0) it is named Unmute and asks to unmute', async () => {
      for (const patch of [{ muted: true }, { volume: 0 }]) {
        const { provider, button } = await mount(patch);
        expect(button.getAttribute('aria-label')).to.equal('Unmute');
        button.click();
        expect(provider.requests).to.deep.equal([{ name: 'ddi-mute-request', detail: { muted: false } }]);
      }
    });

    it('the slider is named Volume with a percentage value text; muted reads 0', async () => {
      const { slider } = await mount({ volume: 0.75 });
      expect([slider.getAttribute('aria-label'), slider.getAttribute('aria-valuenow'), slider.getAttribute('aria-valuetext')]).to.deep.equal(['Volume', '75', '75%']);
      const muted = await mount({ volume: 0.75, muted: true });
      expect(muted.slider.getAttribute('aria-valuenow')).to.equal('0');
    });

    it('arrow keys ask for ±0.05, Home and End for 0 and 1', async () => {
      const { provider, slider } = await mount({ volume: 0.5 });
      for (const name of ['ArrowUp', 'ArrowDown', 'ArrowRight', 'Home', 'End']) key(slider, name);
      expect(provider.requests.map((request) => (request.detail as { volume: number }).volume)).to.deep.equal([0.55, 0.45, 0.55, 0, 1]);
    });
  });
});
