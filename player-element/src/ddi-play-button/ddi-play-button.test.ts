import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import './ddi-play-button.js';

async function mount(paused: boolean) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState({ paused })}><ddi-play-button></ddi-play-button></ddi-test-state>`);
  await settle(provider);
  return { provider, button: provider.querySelector('ddi-play-button')!.shadowRoot!.querySelector('button')! };
}

describe('<ddi-play-button>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount(true);
    await expect(provider).to.be.accessible();
  });

  describe('a real button named Play / Pause that asks the host (never the video)', () => {
    it('while paused: named "Play", asks to play', async () => {
      const { provider, button } = await mount(true);
      expect(button.getAttribute('aria-label')).to.equal('Play');
      button.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-play-request', detail: {} }]);
    });

    it('while playing: named "Pause", asks to pause', async () => {
      const { provider, button } = await mount(false);
      expect(button.getAttribute('aria-label')).to.equal('Pause');
      button.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-pause-request', detail: {} }]);
    });
  });
});
