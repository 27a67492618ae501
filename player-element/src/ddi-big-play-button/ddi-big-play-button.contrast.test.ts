// Issue 28 item 9: in every skin the big play button's icon stands out from its circle by at least 3:1 (WCAG
// 1.4.11, non-text contrast), at rest and under the pointer, computed from the browser's computed colours. A
// translucent circle is measured over the worst backdrop, black or white video.
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { deep, loaded, media, settle } from '../../test/helpers.js';
import { skins } from '../core/options.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';

type Rgba = [number, number, number, number];

/** `rgb(…)` / `rgba(…)` / `rgb(r g b / a)` as numbers (computed colours are always in one of these forms). */
function parse(colour: string): Rgba {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+%?/g) ?? []).map((part) => (part.endsWith('%') ? parseFloat(part) / 100 : Number(part)));
  return [r, g, b, a];
}

const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a), 1];

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lowest contrast of the icon's fill on the circle, over a black and a white backdrop. */
function lowest(button: HTMLElement): number {
  const icon = parse(getComputedStyle(button.querySelector('svg')!).fill);
  const circle = parse(getComputedStyle(button).backgroundColor);
  const black: Rgba = [0, 0, 0, 1];
  const white: Rgba = [255, 255, 255, 1];
  return Math.min(...[black, white].map((backdrop) => contrast(over(icon, over(circle, backdrop)), over(circle, backdrop))));
}

describe('the big play button: icon and circle contrast at least 3:1 in every skin (issue 28)', () => {
  afterEach(() => resetMouse());

  for (const skin of ['', ...skins]) {
    it(`${skin || 'no skin'}: at rest and under the pointer`, async () => {
      const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" skin=${skin} src=${media.mp4} style="width:640px;height:360px"></ddi-player>`);
      await loaded(element);
      await settle(element);
      const button = deep(element, 'ddi-big-play-button')!.shadowRoot!.querySelector<HTMLElement>('[part="button"]')!;
      expect(lowest(button), 'at rest').to.be.at.least(3);
      const box = button.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      await settle(element);
      expect(button.matches(':hover'), 'the pointer is on the button').to.equal(true);
      expect(lowest(button), 'under the pointer').to.be.at.least(3);
    });
  }
});
