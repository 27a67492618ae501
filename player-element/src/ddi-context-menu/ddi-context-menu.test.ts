import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import { PLAYER_VERSION } from '../core/constants.js';
import type { RightMenuItem } from '../core/options.js';
import './ddi-context-menu.js';

async function mount(rightMenu: RightMenuItem[] = []) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({}, { rightMenu })}><ddi-context-menu .x=${20} .y=${30}></ddi-context-menu></ddi-test-state>`,
  );
  await settle(provider);
  return { provider, root: provider.querySelector('ddi-context-menu')!.shadowRoot! };
}

describe('<ddi-context-menu>', () => {
  afterEach(() => sinon.restore());

  it('passes an accessibility audit', async () => {
    const { provider } = await mount([{ rightName: 'Help', rightUrl: 'https://example.com/' }, { rightName: 'Report', callback: () => undefined }]);
    await expect(provider).to.be.accessible();
  });

  describe('right-click menu: the player version plus custom items', () => {
    it('shows the version line first, focused', async () => {
      const { root } = await mount();
      const version = root.querySelector<HTMLElement>('[part="version"]')!;
      expect(version.textContent).to.equal(PLAYER_VERSION);
      expect(PLAYER_VERSION).to.match(/^v.+-DRM11$/);
      expect(root.activeElement).to.equal(version);
      const menu = root.querySelector<HTMLElement>('[role="menu"]')!;
      expect([menu.style.left, menu.style.top]).to.deep.equal(['20px', '30px']);
    });

    it('rightName is text (angle brackets stay text), rightUrl opens in a new tab, callback is called', async () => {
      const callback = sinon.spy();
      const { provider, root } = await mount([
        { rightName: '<b>Help</b>', rightUrl: 'https://example.com/help' },
        { rightName: 'Report', callback },
      ]);
      const items = [...root.querySelectorAll<HTMLElement>('[part="menu-item"]')];
      expect(items[0]!.textContent).to.equal('<b>Help</b>');
      expect(root.querySelector('b')).to.equal(null);
      expect([items[0]!.getAttribute('href'), items[0]!.getAttribute('rel')]).to.deep.equal(['https://example.com/help', 'noopener noreferrer']);
      items[1]!.click();
      expect(callback.calledOnce).to.equal(true);
      expect(provider.requests).to.deep.equal([{ name: 'ddi-overlay-close-request', detail: { overlay: 'context-menu' } }]);
    });

    it('arrow keys move between items; Escape asks to close', async () => {
      const { provider, root } = await mount([{ rightName: 'A', callback: () => undefined }]);
      const menu = root.querySelector<HTMLElement>('[role="menu"]')!;
      menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true }));
      expect(root.activeElement?.textContent).to.equal('A');
      menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      expect(provider.requests).to.deep.equal([{ name: 'ddi-overlay-close-request', detail: { overlay: 'context-menu' } }]);
    });
  });
});
