// Issue 28 item 7: the player at every size, on a real <ddi-player> with real media — 320×180 is tiny, every
// menu and sub-menu of the nested Settings fits inside the player (scrolling with a cue when taller),
// subtitles keep above the control bar while it shows, and the big play button never covers the seek bar.
import { expect, fixture, html } from '@open-wc/testing';
import { control, deep, media, settle, until } from '../../test/helpers.js';
import { skins } from '../core/options.js';
import './ddi-player.js';

type MenuButton = HTMLElement & { show(): Promise<void>; hide(): void; open: boolean };

const inside = (inner: DOMRect, outer: DOMRect, what: string) => {
  expect(inner.top, `${what}: top`).to.be.at.least(outer.top - 0.5);
  expect(inner.bottom, `${what}: bottom`).to.be.at.most(outer.bottom + 0.5);
  expect(inner.left, `${what}: left`).to.be.at.least(outer.left - 0.5);
  expect(inner.right, `${what}: right`).to.be.at.most(outer.right + 0.5);
};

async function sized(width: number, height: number, src = media.hls, options = {}) {
  const box = await fixture<HTMLDivElement>(
    html`<div style=${`width: ${width}px; height: ${height}px`}><ddi-player lang="en" src=${src} .options=${options} style="height: 100%"></ddi-player></div>`,
  );
  const element = box.querySelector('ddi-player')!;
  await until(() => element.duration > 0, 'metadata');
  await settle(element);
  return { box, element };
}

/** Resizes the box to each size and sets each skin in turn, yielding once the player has settled in it. */
async function* eachSizeAndSkin(box: HTMLElement, element: HTMLElement, sizes: readonly (readonly [number, number])[]) {
  for (const [width, height] of sizes) {
    box.style.width = `${width}px`;
    box.style.height = `${height}px`;
    for (const skin of skins) {
      element.setAttribute('skin', skin);
      await until(() => element.getAttribute('data-skin') === skin, skin);
      await settle(element);
      yield { width, height, skin };
    }
  }
}

describe('<ddi-player> at every size (issue 28 item 7)', () => {
  beforeEach(() => localStorage.clear());

  it('a 320×180 player is tiny', async () => {
    const { element } = await sized(320, 180, media.mp4);
    await until(() => element.getAttribute('data-size') === 'tiny', 'data-size="tiny" at 320 px');
    expect(element.getAttribute('data-size')).to.equal('tiny');
  });

  it('at 320×180 and 480×270, in every skin, Settings and each of its sub-lists open inside the player; a taller list scrolls with a visible cue', async () => {
    const { box, element } = await sized(480, 270);
    await until(() => element.levels.length > 0, 'levels');
    let cues = 0;
    for await (const { width, height, skin } of eachSizeAndSkin(box, element, [[320, 180], [480, 270]])) {
      const frame = element.getBoundingClientRect();
      const settings = control(element, 'Settings').closest('ddi-menu-button') as MenuButton | null;
      const menuButton = settings ?? (deep(element, 'ddi-menu-button[label="Settings"]') as MenuButton);
      await menuButton.show();
      const menu = () => menuButton.shadowRoot!.querySelector<HTMLElement>('[part="menu"]')!;
      const rows = [...menu().querySelectorAll<HTMLElement>('[data-row]')].map((row) => row.getAttribute('data-row')!);
      expect(rows, `${width}×${height} ${skin}: rows`).to.include.members(['Speed', 'Quality']);
      for (const row of [null, ...rows]) {
        if (row) {
          menu().querySelector<HTMLElement>(`[data-row="${row}"]`)!.click();
          await until(() => menu().getAttribute('aria-label') === row, `${row} sub-list`);
        }
        await settle(menuButton);
        inside(menu().getBoundingClientRect(), frame, `${width}×${height} ${skin} ${row ?? 'Settings'}`);
        if (menu().scrollHeight > menu().clientHeight + 1) {
          cues += 1;
          const more = menu().getAttribute('data-more');
          expect(['up', 'down', 'both'], `${width}×${height} ${skin} ${row ?? 'Settings'}: cue`).to.include(more);
          const cue = menu().querySelector(more === 'up' ? '.more.up' : '.more.down')!;
          expect(getComputedStyle(cue).display).to.equal('block');
          inside(cue.getBoundingClientRect(), menu().getBoundingClientRect(), 'the cue in its menu');
        }
        if (row) menu().querySelector<HTMLElement>('[data-back]')!.click();
        await until(() => menu().getAttribute('aria-label') === 'Settings', 'back');
      }
      menuButton.hide();
      await settle(element);
    }
    expect(cues, 'some list was taller than its room at 180 px').to.be.greaterThan(0);
  });

  it('bottom subtitles keep above the control bar while it shows', async () => {
    const { element } = await sized(320, 180, media.mp4, { video_srt: { English: '/media/lesson/subtitles/lesson.en.srt' } });
    element.currentTime = 1.5;
    const cue = () => deep(element, '[part="subtitles"]');
    await until(() => cue() !== null, 'a subtitle');
    const bar = deep(element, '[part="bar"]')!;
    // The cue element is replaced as cues change: read it anew each time, and wait while there is none.
    await until(() => (cue()?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY) <= bar.getBoundingClientRect().top, 'the subtitle above the bar');
    expect(cue()!.getBoundingClientRect().bottom).to.be.at.most(bar.getBoundingClientRect().top);
    expect(element.hasAttribute('data-controls-hidden')).to.equal(false);
  });

  it('the big play button never covers the seek bar: at 320×180 and 240×135, in every skin, it stays above the bar', async () => {
    const { box, element } = await sized(320, 180, media.mp4);
    for await (const { height, skin } of eachSizeAndSkin(box, element, [[320, 180], [240, 135]])) {
      const big = deep(element, 'ddi-big-play-button')!.shadowRoot!.querySelector('[part="button"]')!;
      const seek = deep(element, '[part="progress"]')!;
      const [button, track] = [big.getBoundingClientRect(), seek.getBoundingClientRect()];
      expect(button.height, `${height} ${skin}: drawn`).to.be.greaterThan(20);
      expect(button.bottom, `${height} ${skin}: above the seek bar`).to.be.at.most(track.top);
      inside(button, element.getBoundingClientRect(), `${height} ${skin}`);
    }
  });
});
