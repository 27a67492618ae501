// No test/helpers import here: it preloads the Chinese catalogue, and this file checks the lazy path.
import { expect, fixture, html } from '@open-wc/testing';
import './ddi-player.js';
import type { DdiPlayer } from './ddi-player.js';

describe('interface language: the Chinese catalogue is a lazy chunk', () => {
  it('a zh_CN player waits for its catalogue: its first render is already in Chinese, never English first', async () => {
    const labels: (string | null)[] = [];
    const box = await fixture<HTMLDivElement>(html`<div></div>`);
    const element = document.createElement('ddi-player') as DdiPlayer;
    new MutationObserver(() => labels.push(element.getAttribute('aria-label'))).observe(element, { attributes: true, attributeFilter: ['aria-label'] });
    element.setAttribute('lang', 'zh_CN');
    box.append(element);
    await element.updateComplete;
    await new Promise((resolve) => setTimeout(resolve));
    expect(element.getAttribute('aria-label')).to.equal('视频播放器');
    expect(labels).to.not.include('Video player');
    const play = element.shadowRoot!.querySelector('ddi-control-bar')?.shadowRoot?.querySelector('ddi-play-button');
    expect(play?.shadowRoot?.querySelector('button')?.getAttribute('aria-label')).to.equal('播放');
  });
});
