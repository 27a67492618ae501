// Decision 0017 / issue 21: the player runs under a Content-Security-Policy with no 'unsafe-inline' for
// styles at all: every dynamic style goes through the CSSOM, so the played and volume fills still draw.
import { expect } from '@open-wc/testing';
import { deep, media, playerFrame, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';

const POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; media-src 'self' blob:; worker-src 'self' blob:; connect-src 'self'";

/** A frame under POLICY that loads the player's sources, and the policy violations reported in it. */
async function strictFrame(): Promise<{ frame: HTMLIFrameElement; violations: string[] }> {
  const violations: string[] = [];
  const frame = await playerFrame(POLICY, ({ contentWindow }) =>
    contentWindow!.document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.sample || event.blockedURI}`)),
  );
  return { frame, violations };
}

/** A `<ddi-player lang="en">` of the mp4 lesson appended to the strict frame; `width` set through the CSSOM. */
function mp4PlayerIn(frame: HTMLIFrameElement, width?: string): DdiPlayer {
  const doc = frame.contentDocument!;
  const element = doc.createElement('ddi-player') as DdiPlayer;
  element.setAttribute('lang', 'en');
  element.setAttribute('src', media.mp4);
  if (width) element.style.width = width; // the CSSOM, which the policy allows (a style attribute it would block)
  doc.body.append(element);
  return element;
}

describe("the player under a CSP with style-src 'self' and no 'unsafe-inline' (decision 0017)", () => {
  it('the played and volume fills draw, with no violation', async () => {
    const { frame, violations } = await strictFrame();
    try {
      const element = mp4PlayerIn(frame);
      await until(() => element.duration > 0, 'metadata', 8000);
      element.muted = true;
      element.volume = 0.4;
      void element.play();
      await until(() => element.currentTime > 0.5, 'playback', 8000);
      await until(() => (deep(element, '[part="progress-played"]')?.getBoundingClientRect().width ?? 0) > 0, 'the played fill to draw', 8000);
      const rail = deep(element, '[part="volume-level"]')!;
      const railWidth = rail.parentElement!.getBoundingClientRect().width;
      element.muted = false;
      await until(() => Math.abs(rail.getBoundingClientRect().width - railWidth * 0.4) < 1, `the volume fill at 40 % (of ${railWidth}px)`, 8000);
      expect(violations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });

  it('issue 28 item 7: at 320×180 the open Settings fits inside the player with its scroll cue, and the big play button sits above the bar, with no violation', async () => {
    const { frame, violations } = await strictFrame();
    try {
      const element = mp4PlayerIn(frame, '320px');
      await until(() => element.duration > 0 && element.getAttribute('data-size') === 'tiny', 'metadata at 320 px', 8000);
      const settings = deep(element, 'ddi-menu-button[label="Settings"]') as HTMLElement & { show(): Promise<void>; hide(): void };
      await until(() => settings.shadowRoot?.adoptedStyleSheets.length !== 1, 'the menu chunk', 8000);
      await settings.show();
      const menu = settings.shadowRoot!.querySelector<HTMLElement>('[part="menu"]')!;
      await until(() => menu.querySelector('[data-row]') !== null, 'the nested rows', 8000);
      const [box, open] = [element.getBoundingClientRect(), menu.getBoundingClientRect()];
      expect(open.top).to.be.at.least(box.top);
      expect(open.height).to.be.greaterThan(60);
      expect(menu.getAttribute('data-more')).to.equal('down');
      expect(getComputedStyle(menu.querySelector('.more.down')!).display).to.equal('block');
      settings.hide();
      const big = deep(element, 'ddi-big-play-button')!.shadowRoot!.querySelector('[part="button"]')!;
      expect(big.getBoundingClientRect().bottom).to.be.at.most(deep(element, '[part="progress"]')!.getBoundingClientRect().top);
      expect(violations).to.deep.equal([]);
    } finally {
      frame.remove();
    }
  });
});
