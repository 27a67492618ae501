import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { deep, loaded, makeState, media, settle, until, type TestStateProvider } from '../../test/helpers.js';
import { PLAYER_VERSION } from '../core/constants.js';
import { messagesFor } from '../core/i18n.js';
import type { PlayerOptions, RightMenuItem } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import './ddi-context-menu.js';
import '../ddi-player/ddi-player.js';

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

  describe('the shortcut list (issue 28)', () => {
    async function open(patch: Partial<PlayerState> = {}, options: PlayerOptions = {}) {
      const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(patch, options)}><ddi-context-menu></ddi-context-menu></ddi-test-state>`);
      await settle(provider);
      const root = provider.querySelector('ddi-context-menu')!.shadowRoot!;
      const item = [...root.querySelectorAll<HTMLElement>('[part~="menu-item"]')].find((node) => node.getAttribute('aria-haspopup') === 'true');
      item?.click();
      await settle(provider);
      const rows = [...root.querySelectorAll('[part="shortcut"]')].map((row) => [row.querySelector('kbd')!.textContent, row.querySelector('span')!.textContent]);
      return { item, rows };
    }

    it('Keyboard shortcuts lists every key that acts, the big video sites\' keys included', async () => {
      const subtitles = { tracks: [{ id: 'file:English', label: 'English' }], selected: [], audioTracks: [], audioTrack: -1, cues: {}, style: {}, panel: false };
      const { item, rows } = await open({ subtitles });
      expect(item?.textContent?.trim()).to.equal('Keyboard shortcuts');
      expect(item?.getAttribute('aria-expanded')).to.equal('true');
      expect(rows).to.deep.equal([
        ['Space / k', 'Play / pause'],
        ['← / →', 'Back / forward 15 s'],
        ['j / l', 'Back / forward 10 s'],
        ['0 … 9', 'Jump to 0–90 %'],
        ['Home / End', 'Start / end'],
        ['↑ / ↓', 'Volume up / down'],
        ['m', 'Mute / unmute'],
        ['f', 'Fullscreen'],
        ['c', 'Captions on / off'],
        ['< / >', 'Slower / faster'],
      ]);
    });

    it('lists only the keys that act (no f without allowFullscreen, no c without subtitles, no < / > with show_rate 2), in the player language', async () => {
      const { item, rows } = await open({ messages: messagesFor('zh_CN') }, { allowFullscreen: false, show_rate: 2, keyboardSeekTime: 5000, lang: 'zh_CN' });
      expect(item?.textContent?.trim()).to.equal('键盘快捷键');
      expect(rows.map(([keys]) => keys)).to.deep.equal(['Space / k', '← / →', 'j / l', '0 … 9', 'Home / End', '↑ / ↓', 'm']);
      expect(rows[1]).to.deep.equal(['← / →', '后退 / 前进 5 秒']);
    });

    it('the shortcut item is there unless preventKeyboardEvent is set', async () => {
      expect((await open()).item, 'by default').not.to.equal(undefined);
      const { item, rows } = await open({}, { preventKeyboardEvent: true });
      expect([item, rows], 'with preventKeyboardEvent').to.deep.equal([undefined, []]);
    });

    it('in a player, the open list stays inside the player (the menu moves up and scrolls)', async () => {
      const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${media.mp4} style="width:480px;height:270px"></ddi-player>`);
      await loaded(element);
      const box = element.getBoundingClientRect();
      element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true, clientX: box.left + 40, clientY: box.bottom - 10 }));
      const menuRoot = () => deep(element, 'ddi-context-menu')?.shadowRoot;
      await until(() => menuRoot()?.querySelector('[aria-haspopup="true"]') != null, 'the shortcut item');
      menuRoot()!.querySelector<HTMLElement>('[aria-haspopup="true"]')!.click();
      await until(() => menuRoot()!.querySelector('[part="shortcut"]') !== null, 'the list');
      await settle(element);
      const menu = menuRoot()!.querySelector('[part="menu"]')!.getBoundingClientRect();
      expect(menu.top, 'top inside').to.be.at.least(box.top - 0.5);
      expect(menu.bottom, 'bottom inside').to.be.at.most(box.bottom + 0.5);
    });
  });
});
