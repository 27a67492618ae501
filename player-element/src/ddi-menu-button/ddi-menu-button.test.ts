import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, until, type TestStateProvider } from '../../test/helpers.js';
import { messagesFor, type PlayerLanguage } from '../core/i18n.js';
import type { MenuGroup } from './ddi-menu-button.js';
import './ddi-menu-button.js';

const speeds: MenuGroup = {
  label: 'Speed',
  items: [2, 1.5, 1, 0.5].map((rate) => ({ label: `${rate}x`, checked: rate === 1, request: { name: 'ddi-rate-request', detail: { rate } } })),
};

async function mount(groups: MenuGroup[] = [speeds], options = {}) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({}, options)}><ddi-menu-button label="Speed" text="1x" .groups=${groups}></ddi-menu-button></ddi-test-state>`,
  );
  await settle(provider);
  const menuButton = provider.querySelector('ddi-menu-button')!;
  const root = menuButton.shadowRoot!;
  return {
    provider,
    menuButton,
    button: root.querySelector<HTMLButtonElement>('[part="button"]')!,
    items: () => [...root.querySelectorAll<HTMLElement>('[part="menu-item"]')],
    menu: () => root.querySelector<HTMLElement>('[role="menu"]'),
    focused: () => root.activeElement,
  };
}

const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));

/**
 * The text an element's `::after` shows, as a CSS string. Chromium resolves `content: attr(x)` in the computed
 * style; Firefox keeps it as written (`attr(x)`), so the attribute is read as the browser would show it.
 */
function shownAfter(element: Element): string {
  const content = getComputedStyle(element, '::after').content;
  const attribute = /^attr\(([\w-]+)\)$/.exec(content)?.[1];
  return attribute === undefined ? content : JSON.stringify(element.getAttribute(attribute) ?? '');
}

describe('<ddi-menu-button>', () => {
  it('passes an accessibility audit, closed and open', async () => {
    const { provider, button, menuButton } = await mount();
    await expect(provider).to.be.accessible();
    button.click();
    await settle(menuButton);
    await expect(provider).to.be.accessible();
  });

  describe('APG menu button: name, popup, arrow keys, Escape, choice → request', () => {
    it('is named by label, shows the value, and announces its popup', async () => {
      const { button } = await mount();
      expect(button.getAttribute('aria-label')).to.equal('Speed');
      expect(button.getAttribute('aria-haspopup')).to.equal('menu');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(shownAfter(button)).to.equal('"1x"');
    });

    it('opens on click with the current choice focused; arrows move; Escape closes back to the button', async () => {
      const { button, menuButton, items, menu, focused } = await mount();
      button.click();
      await settle(menuButton);
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      expect(items().map((item) => [item.getAttribute('role'), item.getAttribute('aria-checked')])).to.deep.equal([
        ['menuitemradio', 'false'],
        ['menuitemradio', 'false'],
        ['menuitemradio', 'true'],
        ['menuitemradio', 'false'],
      ]);
      expect(focused()).to.equal(items()[2]);
      key(menu()!, 'ArrowDown');
      expect(focused()).to.equal(items()[3]);
      key(menu()!, 'ArrowDown');
      expect(focused()).to.equal(items()[0]);
      key(menu()!, 'ArrowUp');
      expect(focused()).to.equal(items()[3]);
      key(menu()!, 'Escape');
      await settle(menuButton);
      expect(menu()).to.equal(null);
      expect(focused()).to.equal(button);
    });

    it('ArrowDown on the button opens the menu', async () => {
      const { button, menuButton, menu } = await mount();
      key(button, 'ArrowDown');
      await settle(menuButton);
      expect(menu()).not.to.equal(null);
    });

    it('choosing an item sends its request and closes', async () => {
      const { provider, button, menuButton, items, menu } = await mount();
      button.click();
      await settle(menuButton);
      items()[1]!.click();
      await settle(menuButton);
      expect(provider.requests).to.deep.equal([{ name: 'ddi-rate-request', detail: { rate: 1.5 } }]);
      expect(menu()).to.equal(null);
    });

    it('a press outside closes it', async () => {
      const { button, menuButton, menu } = await mount();
      button.click();
      await settle(menuButton);
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      await settle(menuButton);
      expect(menu()).to.equal(null);
    });

    it('gold skin: 135 px minus 30 px per item fewer than four', async () => {
      for (const [count, height] of [
        [4, 135],
        [3, 105],
        [2, 75],
        [6, 135],
      ] as const) {
        const group = { ...speeds, items: Array.from({ length: count }, (_, index) => ({ ...speeds.items[0]!, label: `${index}x` })) };
        const { button, menuButton, menu } = await mount([group], { skin: 'gold' });
        button.click();
        await settle(menuButton);
        expect(menu()!.getBoundingClientRect().height, `${count} items`).to.equal(height);
      }
    });
  });

  describe('issue 28 item 7: nested (Settings) — rows with their value open a sub-list with a back row', () => {
    const loop: MenuGroup = { label: 'Loop', items: [{ label: 'Loop', kind: 'checkbox', checked: false, request: { name: 'ddi-loop-request', detail: { loop: true } } }] };
    const quality: MenuGroup = {
      label: 'Quality',
      items: [-1, 0].map((level) => ({ label: level < 0 ? 'Auto' : '360P', checked: level < 0, request: { name: 'ddi-level-request', detail: { level } } })),
    };

    async function nested(lang: PlayerLanguage = 'en') {
      const provider = await fixture<TestStateProvider>(
        html`<ddi-test-state .state=${makeState({ messages: messagesFor(lang) })}><ddi-menu-button nested label="Settings" .groups=${[speeds, quality, loop]}></ddi-menu-button></ddi-test-state>`,
      );
      await settle(provider);
      const menuButton = provider.querySelector('ddi-menu-button')!;
      const root = menuButton.shadowRoot!;
      const items = () => [...root.querySelectorAll<HTMLElement>('[part="menu-item"]')];
      return { provider, menuButton, root, items, menu: () => root.querySelector<HTMLElement>('[role="menu"]')!, focused: () => root.activeElement };
    }

    it('one list: a row per group showing its current value (menuitem, aria-haspopup), on/off groups as checkboxes', async () => {
      const { menuButton, items } = await nested();
      await menuButton.show();
      expect(items().map((item) => [item.getAttribute('role'), item.textContent!.replace(/\s+/g, ' ').trim()])).to.deep.equal([
        ['menuitem', 'Speed 1x'],
        ['menuitem', 'Quality Auto'],
        ['menuitemcheckbox', 'Loop'],
      ]);
      expect(items()[0]!.getAttribute('aria-haspopup')).to.equal('menu');
    });

    it('Enter or → opens a row: a back row, then the choices, current one focused; ← or Escape goes back, focus on the row; Escape then closes', async () => {
      const { menuButton, items, menu, focused } = await nested();
      await menuButton.show();
      expect(focused()).to.equal(items()[0]);
      key(menu(), 'ArrowDown');
      expect(focused()).to.equal(items()[1]);
      key(menu(), 'ArrowRight');
      await until(() => menu().getAttribute('aria-label') === 'Quality', 'the Quality sub-list');
      expect(items().map((item) => item.textContent!.trim())).to.deep.equal(['Quality', 'Auto', '360P']);
      expect(items()[0]!.getAttribute('aria-label')).to.equal('Back: Quality');
      expect(focused()).to.equal(items()[1]);
      key(menu(), 'ArrowLeft');
      await until(() => menu().getAttribute('aria-label') === 'Settings', 'back to the rows');
      expect(focused()).to.equal(items()[1]);
      items()[0]!.click();
      await until(() => menu().getAttribute('aria-label') === 'Speed', 'the Speed sub-list');
      expect(focused()?.textContent?.trim()).to.equal('1x');
      key(menu(), 'Escape');
      await until(() => menu().getAttribute('aria-label') === 'Settings', 'back to the rows');
      expect(focused()).to.equal(items()[0]);
      key(menu(), 'Escape');
      await settle(menuButton);
      expect(menuButton.open).to.equal(false);
    });

    it('choosing in a sub-list sends the request; the back row is named in the player\'s language', async () => {
      const { provider, menuButton, items, menu } = await nested('zh_CN');
      await menuButton.show();
      items()[0]!.click();
      await until(() => menu().getAttribute('aria-label') === 'Speed', 'the Speed sub-list');
      expect(items()[0]!.getAttribute('aria-label')).to.equal('返回: Speed');
      items()[1]!.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-rate-request', detail: { rate: 2 } }]);
    });

    it('passes an accessibility audit with a sub-list open', async () => {
      const { provider, menuButton, items, menu } = await nested();
      await menuButton.show();
      items()[0]!.click();
      await until(() => menu().getAttribute('aria-label') === 'Speed', 'the Speed sub-list');
      await expect(provider).to.be.accessible();
    });
  });
});
