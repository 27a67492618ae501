// Spec §2 of <ddi-player>: the screenshot (its preview and file name) and the right-click menu (its version
// line and the page's items). Moved from ddi-player.behaviour.test.ts, assertions unchanged.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import { control, deep, settle, until, videoOf, media } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const player = async (template: ReturnType<typeof html>) => {
  const element = await fixture<DdiPlayer>(template);
  await settle(element);
  return element;
};

describe('<ddi-player> screenshot and right-click menu (spec §2)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => sinon.restore());

  describe('screenshot (spec §2): preview at most 240 px wide, saved as shot_<timestamp>.png', () => {
    it('screenshot() resolves a PNG of the current picture', async () => {
      const element = await player(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await oneEvent(videoOf(element), 'loadeddata');
      const blob = await element.screenshot();
      expect(blob.type).to.equal('image/png');
      expect(blob.size).to.be.greaterThan(1000);
    });

    it('the Screenshot button shows the preview with Save and Close', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4High}></ddi-player>`);
      element.options = { screenshot: true };
      await oneEvent(videoOf(element), 'loadeddata');
      await settle(element);
      control(element, 'Screenshot').click();
      await until(() => deep(element, '[part="image"]') !== null, 'the preview');
      const image = deep<HTMLImageElement>(element, '[part="image"]')!;
      await until(() => image.complete && image.naturalWidth > 0, 'the picture');
      expect(image.naturalWidth).to.equal(1280);
      expect(image.getBoundingClientRect().width).to.be.at.most(240);
      const save = deep<HTMLAnchorElement>(element, 'a[download]')!;
      expect(save.textContent?.trim()).to.equal('Save');
      expect(save.download).to.match(/^shot_\d{13}\.png$/);
      deep<HTMLButtonElement>(element, 'ddi-screenshot-preview')!.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
      await settle(element);
      expect(deep(element, 'ddi-screenshot-preview')).to.equal(null);
    });
  });

  describe('right-click menu: version line and custom items', () => {
    it('shows the version and the rightMenu items; user strings stay text; choosing runs the callback', async () => {
      const callback = sinon.spy();
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      element.options = {
        rightMenu: [
          { rightName: '<img src=x onerror="window.hacked=1">Help', rightUrl: 'https://example.com/help' },
          { rightName: 'Report a problem', callback },
          { rightName: 'Sneaky', rightUrl: 'javascript:alert(1)' },
        ],
      };
      await settle(element);
      const box = element.getBoundingClientRect();
      element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true, clientX: box.left + 50, clientY: box.top + 40 }));
      await until(() => deep(element, '[part="version"]') !== null, 'the menu');
      await settle(element);
      expect(deep(element, '[part="version"]')?.textContent).to.match(/^v[\d.]+-DRM11$/);
      const items = [...deep(element, 'ddi-context-menu')!.shadowRoot!.querySelectorAll<HTMLElement>('[part="menu-item"]')];
      expect(items.map((item) => item.textContent)).to.deep.equal(['<img src=x onerror="window.hacked=1">Help', 'Report a problem', 'Sneaky']);
      expect(deep(element, 'ddi-context-menu')!.shadowRoot!.querySelector('img')).to.equal(null);
      expect(items[0]?.getAttribute('href')).to.equal('https://example.com/help');
      expect(items[0]?.getAttribute('target')).to.equal('_blank');
      expect(items[2]?.hasAttribute('href')).to.equal(false);
      items[1]!.click();
      expect(callback.calledOnce).to.equal(true);
      await settle(element);
      expect(deep(element, 'ddi-context-menu')).to.equal(null);
    });

    it('Escape closes the menu', async () => {
      const element = await player(html`<ddi-player lang="en" src=${media.mp4}></ddi-player>`);
      element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true }));
      await until(() => deep(element, '[part="version"]') !== null, 'the menu');
      await settle(element);
      await sendKeys({ press: 'Escape' });
      await settle(element);
      expect(deep(element, 'ddi-context-menu')).to.equal(null);
    });
  });
});
