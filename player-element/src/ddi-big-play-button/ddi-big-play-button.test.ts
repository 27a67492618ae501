import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import './ddi-big-play-button.js';

async function mount(patch: Parameters<typeof makeState>[0]) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(patch)}><ddi-big-play-button></ddi-big-play-button></ddi-test-state>`);
  await settle(provider);
  const part = () => provider.querySelector('ddi-big-play-button')!.shadowRoot!.querySelector<HTMLElement>('[part="button"]');
  return { provider, part };
}

describe('<ddi-big-play-button>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount({ paused: true });
    await expect(provider).to.be.accessible();
  });

  describe('centred big play button (spec §2)', () => {
    it('shows while paused and asks to play when clicked', async () => {
      const { provider, part } = await mount({ paused: true });
      expect(part()).not.to.equal(null);
      part()!.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-play-request', detail: {} }]);
    });

    it('is a pointer shortcut: out of the accessibility tree (the bar has the one "Play" button)', async () => {
      const { part } = await mount({ paused: true });
      expect(part()!.getAttribute('aria-hidden')).to.equal('true');
      expect(part()!.tabIndex).to.equal(-1);
    });

    it('is hidden while playing, waiting or in error', async () => {
      for (const patch of [{ paused: false }, { paused: true, waiting: true }, { paused: true, error: { code: '#007', message: 'x' } }]) {
        const { part } = await mount(patch);
        expect(part(), JSON.stringify(patch)).to.equal(null);
      }
    });
  });
});
