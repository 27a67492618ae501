// Issue 21, the last stream rules: HLS needs WebAssembly also by src (spec §5), skipErrorTs (spec §3)
// on a real playlist whose one segment answers 404, and the fallback script of spec §7 (decision 0042)
// served by the test server, with MSE hidden.
import { expect, fixture, html } from '@open-wc/testing';
import { settle, until } from '../../test/helpers.js';
import type { DdiPlayer } from './ddi-player.js';
import './ddi-player.js';

const MISSING_SEGMENT = '/player-element/test/fixtures/hls-missing-segment/index.m3u8';
const FALLBACK_SCRIPT = '/player-element/test/fixtures/fallback/fallback-engine.js';

async function player(src: string, options: Record<string, unknown> = {}) {
  const element = await fixture<DdiPlayer>(html`<ddi-player lang="en" src=${src} muted .options=${options}></ddi-player>`);
  await settle(element);
  return element;
}

/** Hides a global (as a browser without it) until the returned function puts it back. */
function hide(name: string): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
  Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  return () => {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  };
}

const events = (element: DdiPlayer, name: string) => {
  const details: unknown[] = [];
  element.addEventListener(name, (event) => details.push((event as CustomEvent).detail));
  return details;
};

describe('<ddi-player> stream rules of issue 21', () => {
  describe('spec §5: HLS needs WebAssembly, else a DRM-not-supported message', () => {
    let restore: (() => void) | undefined;
    afterEach(() => {
      restore?.();
      restore = undefined;
    });

    it('an HLS src without WebAssembly is #007 with the notSupportDRM10 message', async () => {
      restore = hide('WebAssembly');
      const element = await player('/media/lesson/hls/master.m3u8');
      await until(() => element.error !== null, 'the error');
      expect(element.error).to.deep.equal({ code: '#007', message: 'Your browser is not compatible with this video, please use another browser.' });
    });

    it('an mp4 src without WebAssembly still plays', async () => {
      restore = hide('WebAssembly');
      const element = await player('/media/lesson/mp4/lesson-360p.mp4');
      await until(() => element.duration > 0, 'metadata');
      expect(element.error).to.equal(null);
    });
  });

  describe('spec §3 skipErrorTs: a segment that still fails after the retries', () => {
    it('true (the default): the segment is skipped, ddi-segment-skip names it, and playback goes on after it', async () => {
      const element = await player(MISSING_SEGMENT);
      const skips = events(element, 'ddi-segment-skip');
      await until(() => element.duration > 0, 'metadata');
      element.currentTime = 3;
      await element.play();
      await until(() => element.currentTime > 8.5, 'playback past the missing segment (4–8 s)', 15_000);
      expect(element.error).to.equal(null);
      expect(skips).to.have.length(1);
      const skip = skips[0] as { url: string; start: number; end: number };
      expect(new URL(skip.url).pathname).to.equal('/media/lesson/hls/360p/segment-missing.ts');
      // The playlist says 4–8 s; hls.js aligns it to the stream's timestamps (a few ms).
      expect([skip.start, skip.end].map(Math.round)).to.deep.equal([4, 8]);
    });

    it('false: the failed segment ends in #007, as a fatal stream error', async () => {
      const element = await player(MISSING_SEGMENT, { skipErrorTs: false });
      const skips = events(element, 'ddi-segment-skip');
      await until(() => element.error !== null, 'the error', 15_000);
      expect(element.error!.code).to.equal('#007');
      expect(skips).to.have.length(0);
    });
  });

  describe('spec §7: the fallback script loads from the provider script path when no engine can play the source', () => {
    const restores: (() => void)[] = [];
    beforeEach(() => {
      for (const name of ['MediaSource', 'ManagedMediaSource', 'WebKitMediaSource']) restores.push(hide(name));
    });
    afterEach(() => {
      while (restores.length) restores.pop()!();
    });

    it('without MSE and without a fallback script, a DASH src is #007 as before', async () => {
      const element = await player('/media/lesson/dash/manifest.mpd');
      await until(() => element.error !== null, 'the error');
      expect(element.error!.code).to.equal('#007');
    });

    it('with fallbackScript, the script is loaded once, handed the host and the source, and plays it', async () => {
      const calls = () => (globalThis as unknown as { __ddiFallback?: { evaluations: number; attaches: { url: string; kind: string; host: string | null }[] } }).__ddiFallback;
      const before = calls()?.attaches.length ?? 0;
      const element = await player('/media/lesson/dash/manifest.mpd', { fallbackScript: FALLBACK_SCRIPT });
      await until(() => element.duration > 0, 'metadata from the fallback');
      await element.play();
      await until(() => element.currentTime > 0.3, 'playback');
      expect(element.error).to.equal(null);
      element.options = { fallbackScript: FALLBACK_SCRIPT, autoplay: false };
      await until(() => calls()!.attaches.length === before + 2, 'the second load');
      const attach = calls()!.attaches.at(-1)!;
      expect([new URL(attach.url, location.href).pathname, attach.kind, attach.host]).to.deep.equal(['/media/lesson/dash/manifest.mpd', 'dash', 'ddi-player']);
      expect(calls()!.evaluations).to.equal(1);
    });

    it('a fallback script that does not load is #007', async () => {
      const element = await player('/media/lesson/dash/manifest.mpd', { fallbackScript: '/player-element/test/fixtures/fallback/missing.js' });
      await until(() => element.error !== null, 'the error');
      expect(element.error!.code).to.equal('#007');
    });
  });
});
