// The create / play / destroy() loop of issue 13 in Chromium: after destroy() a <ddi-player> leaves nothing
// behind. Measured through the Chrome DevTools Protocol (forced GC, then Performance.getMetrics:
// JSEventListeners, Nodes, JSHeapUsedSize) and an init script counting live intervals, pending animation
// frames, object URLs not revoked, MediaSource objects still reachable and workers not terminated; the
// media go through the fault proxy (no fault set) so the requests after destroy() can be counted.
import type { CDPSession, Page } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';
import { expect, test } from './fixtures.js';
import { openPlayerPage, type PlayerHandle } from './proxy-page.js';

/** Runs before the page's scripts: wraps the timer, object-URL, MediaSource and Worker APIs to count what stays live. */
function instrument(): void {
  let createdUrls = 0;
  const live = { intervals: new Map<number, string>(), frames: new Set<number>(), urls: new Map<string, string>(), workers: new Set<Worker>() };
  const where = () => (new Error().stack ?? '').split('\n').slice(2, 5).join(' | ');
  const { setInterval: si, clearInterval: ci, requestAnimationFrame: raf, cancelAnimationFrame: caf } = window;
  window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = si(handler, ms, ...args);
    live.intervals.set(id, where());
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) live.intervals.delete(id);
    ci(id);
  }) as typeof window.clearInterval;
  window.requestAnimationFrame = (callback) => {
    const id = raf((time) => {
      live.frames.delete(id);
      callback(time);
    });
    live.frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id) => {
    live.frames.delete(id);
    caf(id);
  };
  const NativeMediaSource = window.MediaSource;
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  URL.createObjectURL = (object) => {
    const url = create(object);
    createdUrls += 1;
    live.urls.set(url, object instanceof NativeMediaSource ? 'MediaSource' : where());
    return url;
  };
  URL.revokeObjectURL = (url) => {
    live.urls.delete(url);
    revoke(url);
  };
  // hls.js takes MediaSource; dash.js prefers ManagedMediaSource where the browser has it (a MediaSource subclass).
  const sources: WeakRef<MediaSource>[] = [];
  const scope = window as unknown as Record<string, typeof MediaSource | undefined>;
  for (const name of ['MediaSource', 'ManagedMediaSource']) {
    const Native = scope[name];
    if (!Native) continue;
    scope[name] = class extends Native {
      constructor() {
        super();
        sources.push(new WeakRef(this));
      }
    };
  }
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      live.workers.add(this);
    }
    override terminate(): void {
      live.workers.delete(this);
      super.terminate();
    }
  };
  (window as unknown as { leakProbe: () => unknown }).leakProbe = () => ({
    intervals: [...live.intervals.values()],
    frames: live.frames.size,
    urls: [...live.urls.values()],
    createdUrls,
    mediaSources: sources.filter((ref) => ref.deref() !== undefined).length,
    workers: live.workers.size,
  });
}

interface Probe {
  intervals: string[];
  frames: number;
  urls: string[];
  createdUrls: number;
  mediaSources: number;
  workers: number;
}

interface Metrics {
  listeners: number;
  nodes: number;
  heap: number;
}

async function collect(cdp: CDPSession): Promise<Metrics> {
  for (let round = 0; round < 3; round += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { listeners: value('JSEventListeners'), nodes: value('Nodes'), heap: value('JSHeapUsedSize') };
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as { leakProbe: () => Probe }).leakProbe());

/** Creates a player, plays it past 0.3 s, calls destroy(); answers what was live just before destroy(). */
async function cycle(page: Page, url: string): Promise<Probe> {
  await page.evaluate((src) => (window as unknown as { mount(options: unknown): Promise<boolean> }).mount({ url: src }), url);
  await page.getByRole('button', { name: 'Play' }).click();
  await page.waitForFunction(() => ((document.querySelector('ddi-player') as PlayerHandle | null)?.currentTime ?? 0) > 0.3, undefined, {
    timeout: 15_000,
  });
  const playing = await probe(page);
  await page.evaluate(() => (document.querySelector('ddi-player') as PlayerHandle).destroy());
  expect(await page.locator('ddi-player').count()).toBe(0);
  return playing;
}

let proxy: FaultProxy;

test.beforeAll(async () => {
  const baseUrl = process.env.E2E_BASE_URL;
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
  proxy = await startFaultProxy(baseUrl);
});
test.afterAll(async () => {
  await proxy.close();
});

/** Name, source, cycles, and whether it plays through Media Source Extensions (a MediaSource and its blob: URL while playing). */
const sources: [string, string, number, boolean][] = [
  ['HLS (hls.js)', '/media/lesson/hls/master.m3u8', 30, true],
  ['mp4 (native)', '/media/lesson/mp4/lesson-360p.mp4', 30, false],
  ['DASH (dash.js)', '/media/lesson/dash/manifest.mpd', 30, true],
];

test.describe('destroy() leaves nothing behind (issue 13 leak loop)', () => {
  for (const [name, url, iterations, mse] of sources) {
    test(`${name}: ${iterations} create/play/destroy cycles leave no listeners, nodes, heap, intervals, object URLs, MediaSources, workers or requests growing`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.addInitScript(instrument);
      await openPlayerPage(page, proxy.url);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      // One warm-up cycle loads the chunks and fills the caches (templates, styles, the engine module).
      await cycle(page, url);
      const baseline = await collect(cdp);
      const samples: Record<number, Metrics> = {};
      let playing: Probe | undefined;
      for (let index = 1; index < iterations; index += 1) {
        playing = await cycle(page, url);
        if (index === 10 || index === iterations - 1) samples[index] = await collect(cdp);
      }
      const after10 = samples[10]!;
      const after = samples[iterations - 1]!;
      const figures = `baseline ${JSON.stringify(baseline)}, after 10 ${JSON.stringify(after10)}, after ${iterations} ${JSON.stringify(after)}`;
      test.info().annotations.push({ type: `${name} leak loop`, description: figures });
      console.log(`${name} leak loop: ${figures}`);

      // Listeners and nodes come back to the baseline (a small tolerance for lazily created shared things).
      expect(after.listeners - baseline.listeners, figures).toBeLessThanOrEqual(10);
      expect(after.nodes - baseline.nodes, figures).toBeLessThanOrEqual(50);
      // Not linear in N: the 20 cycles after the 10th add no more than noise.
      expect(after.listeners - after10.listeners, figures).toBeLessThanOrEqual(5);
      expect(after.nodes - after10.nodes, figures).toBeLessThanOrEqual(25);
      expect(after.heap - after10.heap, figures).toBeLessThanOrEqual(1.5 * 1024 * 1024);

      // The probe sees what a playing player holds, so its zeros below mean released, not unseen.
      if (mse) {
        // dash.js revokes its blob: URL once the MediaSource is open; hls.js keeps it until destroy().
        expect(playing!.createdUrls).toBeGreaterThanOrEqual(iterations - 1);
        expect(playing!.mediaSources).toBeGreaterThanOrEqual(1);
      }
      const live = await probe(page);
      expect(live.intervals, 'intervals still live after destroy()').toEqual([]);
      expect(live.frames, 'animation frames still scheduled after destroy()').toBe(0);
      expect(live.urls, 'object URLs not revoked after destroy()').toEqual([]);
      expect(live.mediaSources, 'MediaSource objects still reachable after destroy()').toBe(0);
      expect(live.workers, 'workers not terminated after destroy()').toBe(0);

      // No engine keeps asking for media once destroyed.
      const requests = proxy.hits(/^\/media\//).length;
      await page.waitForTimeout(3000);
      expect(proxy.hits(/^\/media\//).length, 'media requests after destroy()').toBe(requests);
    });
  }
});
