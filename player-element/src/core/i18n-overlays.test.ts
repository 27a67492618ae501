// Decision 0075: the overlays' strings are one chunk per language, and a page loads only its players' language.
// Each case runs the player in a frame of its own: a fresh module map, so nothing this test page (or its
// helpers, which load both languages) has loaded counts, and the frame's resource timings list what it fetched.
import { expect } from '@open-wc/testing';
import { deep, media, playerFrame, until } from '../../test/helpers.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';

/** Which of the overlays' catalogue chunks the frame has requested. */
function catalogueRequests(frame: HTMLIFrameElement): string[] {
  const names = frame.contentWindow!.performance.getEntriesByType('resource').map((entry) => entry.name);
  return ['en', 'zh'].filter((language) => names.some((name) => name.includes(`/i18n-overlays-${language}.`)));
}

/** Opens the right-click menu (an overlay chunk) and returns its shortcut-list button's text once shown. */
async function shortcutsLabel(element: DdiPlayer, expected: string): Promise<void> {
  const label = () => deep(element, 'ddi-context-menu')?.shadowRoot?.querySelector('[part~="shortcuts"]')?.textContent?.trim();
  if (!deep(element, 'ddi-context-menu')) element.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true }));
  await until(() => label() === expected, `the menu's "${expected}" (it says "${label()}")`, 8000);
}

/** A `<ddi-player>` of the mp4 lesson in `lang`, once its source has loaded (a new source closes the menu). */
async function playerIn(frame: HTMLIFrameElement, lang: string): Promise<DdiPlayer> {
  const element = frame.contentDocument!.createElement('ddi-player') as DdiPlayer;
  element.setAttribute('lang', lang);
  element.setAttribute('src', media.mp4);
  frame.contentDocument!.body.append(element);
  await until(() => element.duration > 0, 'metadata', 8000);
  return element;
}

describe("the overlays' strings load one language at a time: the page's language only, a language change loads the other (decision 0075)", () => {
  it('a player in Chinese shows an overlay in Chinese, having loaded only the Chinese strings', async () => {
    const frame = await playerFrame("default-src 'self' blob:");
    try {
      await shortcutsLabel(await playerIn(frame, 'zh-CN'), '键盘快捷键');
      expect(catalogueRequests(frame)).to.deep.equal(['zh']);
    } finally {
      frame.remove();
    }
  });

  it('a player in English shows an overlay in English, having loaded only the English strings', async () => {
    const frame = await playerFrame("default-src 'self' blob:");
    try {
      await shortcutsLabel(await playerIn(frame, 'en'), 'Keyboard shortcuts');
      expect(catalogueRequests(frame)).to.deep.equal(['en']);
    } finally {
      frame.remove();
    }
  });

  it('switching the language at run time loads the other strings, and the open overlay follows (Chinese → English → Chinese)', async () => {
    const frame = await playerFrame("default-src 'self' blob:");
    try {
      const element = await playerIn(frame, 'zh-CN');
      await shortcutsLabel(element, '键盘快捷键');
      element.setAttribute('lang', 'en');
      await shortcutsLabel(element, 'Keyboard shortcuts');
      expect(element.getAttribute('aria-label')).to.equal('Video player');
      expect(catalogueRequests(frame)).to.deep.equal(['en', 'zh']);
      element.setAttribute('lang', 'zh-CN');
      await shortcutsLabel(element, '键盘快捷键');
      expect(element.getAttribute('aria-label')).to.equal('视频播放器');
    } finally {
      frame.remove();
    }
  });
});
