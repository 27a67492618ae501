import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import type { PlayerState } from '../core/state.js';
import './ddi-network-tip.js';

async function mount(networkTip: PlayerState['networkTip']) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState({ networkTip })}><ddi-network-tip></ddi-network-tip></ddi-test-state>`);
  await settle(provider);
  return { provider, root: provider.querySelector('ddi-network-tip')!.shadowRoot! };
}

const buttons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[part="network-tip-button"]')];

describe('<ddi-network-tip>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount('line');
    await expect(provider).to.be.accessible();
  });

  describe('spec §4 network tip: "network error, switch line", with close', () => {
    it('offers the next line and a close', async () => {
      const { provider, root } = await mount('line');
      expect(root.querySelector('[part="network-tip"]')!.textContent).to.contain('Network error, switch line');
      const [switchLine, close] = buttons(root);
      expect(switchLine!.textContent).to.equal('Switch line');
      expect(close!.getAttribute('aria-label')).to.equal('Close');
      switchLine!.click();
      close!.click();
      expect(provider.requests.map((request) => request.detail)).to.deep.equal([{ action: 'switch-line' }, { action: 'close' }]);
    });
  });

  describe('spec §4 slow-network bubble: the lower quality or never show again', () => {
    it('offers both', async () => {
      const { provider, root } = await mount('slow');
      const [lower, never] = buttons(root);
      expect([lower!.textContent, never!.textContent]).to.deep.equal(['Lower quality', 'Never show again']);
      lower!.click();
      never!.click();
      expect(provider.requests.map((request) => request.detail)).to.deep.equal([{ action: 'lower-quality' }, { action: 'never-show' }]);
    });

    it('renders nothing without a tip', async () => {
      expect((await mount(null)).root.querySelector('[part="network-tip"]')).to.equal(null);
    });
  });
});
