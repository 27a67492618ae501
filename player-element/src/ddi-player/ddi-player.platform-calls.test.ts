// Issue 23: the host page observes every call to the video platform through one event (ddi-platform-call).
// With the fake platform of the vid tests (a stub fetch); moved from ddi-player.platform.test.ts, assertions
// unchanged.
import { expect, fixture, html } from '@open-wc/testing';
import { record, until } from '../../test/helpers.js';
import { VID, useFakePlatform, videoInfo } from '../../test/platform-fake.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const platform = useFakePlatform();
const serve = platform.serve;

describe('<ddi-player> platform calls', () => {

  describe('issue 23: the host page observes every platform call through one event (ddi-platform-call)', () => {
    it('every call the player makes for a vid (info, statistics, beacons) reaches the page once, on the player, in order', async () => {
      serve({ [VID]: videoInfo() });
      const element = await fixture<DdiPlayer>(html`<ddi-player lang="en"></ddi-player>`);
      const events = record(element, ['ddi-platform-call']);
      element.options = { vid: VID };
      element.muted = true;
      await until(() => element.levels.length > 0, 'levels');
      void element.play();
      await until(() => platform.calls.some((url) => url.pathname.startsWith('/vod/stats')), 'a statistics call');
      await until(() => events.length === platform.calls.length, 'every call ended');
      const urls = events.map(({ detail }) => (detail as { url: string }).url);
      expect(urls).to.deep.equal(platform.calls.map((url) => url.href));
      expect(urls.some((url) => url.includes(`/vod/secure/${VID}.json`))).to.equal(true);
      expect(urls.some((url) => url.includes('/vod/stats'))).to.equal(true);
      const info = events.map(({ detail }) => detail as { url: string; ok: boolean; status?: number }).find(({ url }) => url.includes(`/vod/secure/${VID}.json`));
      expect([info?.ok, info?.status]).to.deep.equal([true, 200]);
    });

    it('failed calls say why: an unknown video’s two info paths answer 404', async () => {
      serve({});
      const element = await fixture<DdiPlayer>(html`<ddi-player lang="en"></ddi-player>`);
      const events = record(element, ['ddi-platform-call']);
      element.options = { vid: VID };
      await until(() => element.error !== null, 'error');
      const info = events.map(({ detail }) => detail as { url: string; ok: boolean; failure?: string; status?: number }).filter(({ url }) => url.includes(`${VID}.json`));
      expect(info.map(({ url, ok, failure, status }) => [new URL(url).pathname, ok, failure, status])).to.deep.equal([
        [`/vod/secure/${VID}.json`, false, 'status', 404],
        [`/vod/static/${VID}.json`, false, 'status', 404],
      ]);
    });
  });
});
