// Spec §4 page fullscreen: the player fills the viewport whatever size the page gave it (inline style,
// a stylesheet, even `!important`), every overlay stays visible, and the page's own size and scroll
// position come back on exit. Each case at two viewport sizes.
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { control, deep, media, settle } from '../../test/helpers.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 640, height: 480 },
];

const box = (element: Element) => {
  const rect = element.getBoundingClientRect();
  return [rect.left, rect.top, rect.width, rect.height].map(Math.round);
};

async function expectFillsViewportAndRestores(element: DdiPlayer, ownSize: number[]) {
  // The page is longer than the window and scrolled: the scroll position must survive.
  const spacer = document.createElement('div');
  spacer.style.setProperty('height', '3000px');
  document.body.append(spacer);
  scrollTo(0, 120);
  const scrolled = scrollY;
  expect(scrolled).to.be.greaterThan(0);
  const inlineBefore = element.getAttribute('style');
  const before = box(element);
  expect(before.slice(2)).to.deep.equal(ownSize);

  control(element, 'Page fullscreen').click();
  await settle(element);
  expect(element.fullscreen).to.equal('page');
  expect(box(element)).to.deep.equal([0, 0, document.documentElement.clientWidth, innerHeight]);
  const overlays = {
    'control bar': deep(element, '[part="control-bar"]')!,
    'big play button': deep(element, 'ddi-big-play-button')!.shadowRoot!.querySelector('[part="button"]')!,
  };
  for (const [name, layer] of Object.entries(overlays)) {
    const rect = layer.getBoundingClientRect();
    expect(rect.width, name).to.be.greaterThan(0);
    expect(rect.bottom, name).to.be.at.most(innerHeight + 0.5);
    expect(getComputedStyle(layer).visibility, name).to.equal('visible');
  }

  control(element, 'Exit page fullscreen').click();
  await settle(element);
  expect(element.fullscreen).to.equal('none');
  expect(element.getAttribute('style')).to.equal(inlineBefore);
  expect(box(element).slice(2)).to.deep.equal(ownSize);
  expect(scrollY).to.equal(scrolled);
  spacer.remove();
}

describe('page fullscreen fills the viewport whatever size the page set (spec §4)', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const viewport of VIEWPORTS) {
    describe(`at ${viewport.width}×${viewport.height}`, () => {
      beforeEach(() => setViewport(viewport));

      it('a host sized by an inline style', async () => {
        const element = await fixture<DdiPlayer>(
          html`<ddi-player lang="en" style="display:block;width:480px;height:270px" src=${media.mp4}></ddi-player>`,
        );
        element.options = { full_page_screen: true };
        await settle(element);
        await expectFillsViewportAndRestores(element, [480, 270]);
      });

      it('a host sized by a stylesheet with !important', async () => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync('ddi-player.sized { display: block; width: 400px !important; height: 225px !important; transform: translateX(10px); }');
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
        try {
          const element = await fixture<DdiPlayer>(html`<ddi-player class="sized" lang="en" src=${media.mp4}></ddi-player>`);
          element.options = { full_page_screen: true };
          await settle(element);
          await expectFillsViewportAndRestores(element, [400, 225]);
        } finally {
          document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
        }
      });
    });
  }
});
