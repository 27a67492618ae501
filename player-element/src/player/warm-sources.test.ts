// Issue 22: the code a player already in the page needs starts loading when the element's module runs, before
// the element is defined and rendered (the engine chunk was requested only after the first render).
import { expect } from '@open-wc/testing';
import { resourceEntries, sleep, until } from '../../test/helpers.js';
import { warmSources } from './source.js';

/** A page parsed before the player's module ran, with these players in it. */
function pageWith(players: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = players;
  return page;
}

describe('warmSources: a page’s players start loading their code before the element renders', () => {
  it('an mp4 (the native engine, in the first chunk), a page without players and a player with no source load nothing', async () => {
    const start = performance.now();
    warmSources(pageWith('<ddi-player src="/media/a.mp4"></ddi-player><ddi-player></ddi-player>'));
    warmSources(pageWith('<p>no player</p>'));
    // A request would be listed once answered: the dev server answers a module in a few milliseconds.
    await sleep(500);
    const loaded = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= start && /engines\/|vid-flow|\.mp4/.test(entry.name));
    expect(loaded.map((entry) => entry.name)).to.deep.equal([]);
  });

  it('an HLS src loads the hls.js engine chunk, a DASH src the dash.js one, a vid the platform flow', async () => {
    for (const part of ['hls-engine', 'dash-engine', 'vid-flow']) expect(resourceEntries(part), part).to.deep.equal([]);
    warmSources(pageWith('<ddi-player src="/media/a.m3u8"></ddi-player><ddi-player src="/media/a.mpd"></ddi-player><ddi-player vid="x_1"></ddi-player>'));
    for (const part of ['hls-engine', 'dash-engine', 'vid-flow']) await until(() => resourceEntries(part).length > 0, `${part} requested`);
  });
});
