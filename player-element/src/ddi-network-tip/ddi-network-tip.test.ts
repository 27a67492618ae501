import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import { messagesFor } from '../core/i18n.js';
import type { PlayerState } from '../core/state.js';
import './ddi-network-tip.js';

async function mount(networkTip: PlayerState['networkTip'], lang: 'en' | 'zh_CN' = 'en') {
  const state = makeState({ networkTip, lines: ['line1', 'line2', 'line3'], line: 'line2', messages: messagesFor(lang) }, { lang });
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${state}><ddi-network-tip></ddi-network-tip></ddi-test-state>`);
  await settle(provider);
  return { provider, root: provider.querySelector('ddi-network-tip')!.shadowRoot! };
}

const buttons = (root: ShadowRoot) => [...root.querySelectorAll<HTMLButtonElement>('[part="network-tip-button"]')];

describe('<ddi-network-tip>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount('line');
    await expect(provider).to.be.accessible();
  });

  it('passes an accessibility audit in every line-switch variant', async () => {
    for (const tip of ['switching', 'switched', 'switch-failed'] as const) await expect((await mount(tip)).provider).to.be.accessible();
  });

  describe('spec §2/§4 line-switch tip: shown while the chosen line loads', () => {
    it('names the line being switched to, as a status, with a close only', async () => {
      const { root } = await mount('switching');
      const tip = root.querySelector('[part="network-tip"]')!;
      expect(tip.getAttribute('role')).to.equal('status');
      expect(tip.textContent).to.contain('Switching to line line2…');
      expect(buttons(root).map((button) => button.getAttribute('aria-label'))).to.deep.equal(['Close']);
    });

    it('exists in every player language', async () => {
      expect((await mount('switching', 'zh_CN')).root.textContent).to.contain('正在切换到线路 line2…');
      expect((await mount('switched', 'zh_CN')).root.textContent).to.contain('已切换到线路 line2');
      expect((await mount('switch-failed', 'zh_CN')).root.textContent).to.contain('切换到线路 line2 失败');
    });
  });

  describe('spec §2 bad-network tip, success variant: the new line plays', () => {
    it('confirms the line, then closes itself after 2 s', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { provider, root } = await mount('switched');
        expect(root.querySelector('[part="network-tip"]')!.textContent).to.contain('Switched to line line2');
        clock.tick(1999);
        expect(provider.requests).to.deep.equal([]);
        clock.tick(1);
        expect(provider.requests.map((request) => request.detail)).to.deep.equal([{ action: 'close' }]);
      } finally {
        clock.restore();
      }
    });

    it('does not close a tip that replaced it', async () => {
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        const { provider } = await mount('switched');
        provider.state = { ...provider.state, networkTip: 'line' };
        await settle(provider);
        clock.tick(5000);
        expect(provider.requests).to.deep.equal([]);
      } finally {
        clock.restore();
      }
    });
  });

  describe('spec §2 bad-network tip, fail variant: the new line failed too', () => {
    it('says so and offers the next line and a close', async () => {
      const { provider, root } = await mount('switch-failed');
      expect(root.querySelector('[part="network-tip"]')!.textContent).to.contain('Switching to line line2 failed, please try another line or try again later.');
      const [switchLine, close] = buttons(root);
      expect(switchLine!.textContent).to.equal('Switch line');
      switchLine!.click();
      close!.click();
      expect(provider.requests.map((request) => request.detail)).to.deep.equal([{ action: 'switch-line' }, { action: 'close' }]);
    });
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
