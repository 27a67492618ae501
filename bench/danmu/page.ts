// The danmu benchmark page. Three contestants get the same comments (12 px, 320 px/s, four colours, 6 to 14
// characters) at the same rate on a 1920x1080 black stage, under a media clock that runs like a playing
// video (our layer gets `currentTime` every 250 ms through the player state; the `danmaku` library reads a
// media-like object's `currentTime` each frame):
// - `ddi-danmu`: our standalone <ddi-danmu> under a player state;
// - `danmaku-dom` and `danmaku-canvas`: the `danmaku` npm library's DOM and canvas engines (bench/peers).
// `runBench()` measures frames per second (rAF count), long tasks, comments on screen and the JS heap.
// Driven by run.mjs.
import { ContextProvider } from '@lit/context';
// Resolved from bench/peers/node_modules (run.mjs gives esbuild that path): never a product dependency.
import DanmakuCanvas from 'danmaku/dist/esm/danmaku.canvas.js';
import DanmakuDom from 'danmaku/dist/esm/danmaku.dom.js';
import { messagesFor } from '../../player-element/src/core/i18n.js';
import { resolveOptions, type DanmuItem } from '../../player-element/src/core/options.js';
import { initialPlayerState, playerStateContext, type PlayerState } from '../../player-element/src/core/state.js';
import '../../player-element/src/ddi-danmu/ddi-danmu.js';

export type Contestant = 'ddi-danmu' | 'danmaku-dom' | 'danmaku-canvas';

interface BenchOptions {
  contestant: Contestant;
  /** Filling the screen before measuring (ms). */
  warmup: number;
  /** Measured time (ms). */
  duration: number;
  /** Comments per second of video. */
  rate: number;
  /** Heap samples during the measured time (ms between them; 0: none). */
  heapEvery?: number;
}

const FONT = 'system-ui, "PingFang SC", "Microsoft YaHei", sans-serif';
const COLOURS = ['#ffffff', '#ffff00', '#00ffff', '#ff99cc'];
const SPEED = 320;
const SIZE = 12;

const items = (seconds: number, perSecond: number): DanmuItem[] =>
  Array.from({ length: seconds * perSecond }, (_, n) => ({
    msg: `弹幕 comment ${n}`.slice(0, 4 + (n % 8)),
    time: n / perSecond,
    fontSize: SIZE,
    speed: SPEED,
    fontColor: COLOURS[n % 4],
  }));

interface Mounted {
  onScreen: () => number;
  stop: () => void;
}

function stage(): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = 'position:fixed;inset:0;background:#000';
  document.body.append(element);
  return element;
}

function mountOurs(list: DanmuItem[]): Mounted {
  const host = stage();
  let state: PlayerState = {
    ...initialPlayerState(resolveOptions({ danmu: list }), messagesFor('en')),
    paused: false,
    ready: true,
    cover: false,
    danmu: 'on',
  };
  const provider = new ContextProvider(host, { context: playerStateContext, initialValue: state });
  const layer = document.createElement('ddi-danmu');
  host.append(layer);
  const started = performance.now();
  const timer = setInterval(() => {
    state = { ...state, currentTime: (performance.now() - started) / 1000 };
    provider.setValue(state);
  }, 250);
  return { onScreen: () => layer.onScreen, stop: () => clearInterval(timer) };
}

/** What the library needs of a media element: a clock, a rate and the play/pause events. */
class Clock extends EventTarget {
  #started = performance.now();
  playbackRate = 1;
  paused = false;
  get currentTime(): number {
    return (performance.now() - this.#started) / 1000;
  }
}

interface Danmaku {
  _: { runningList: unknown[] };
  destroy(): void;
}

function mountDanmaku(list: DanmuItem[], engine: 'dom' | 'canvas'): Mounted {
  const host = stage();
  const container = document.createElement('div');
  container.style.cssText = 'position:absolute;inset:0';
  host.append(container);
  const comments = list.map((item, n) => ({
    text: String(item.msg),
    time: Number(item.time),
    mode: 'rtl',
    style:
      engine === 'dom'
        ? { fontSize: `${SIZE}px`, fontFamily: FONT, fontWeight: 'bold', lineHeight: '1.25', color: COLOURS[n % 4], textShadow: '1px 1px 1px rgb(0 0 0 / 0.9), -1px -1px 1px rgb(0 0 0 / 0.6)' }
        : { font: `bold ${SIZE}px/1.25 ${FONT}`, fillStyle: COLOURS[n % 4], strokeStyle: 'rgba(0,0,0,0.8)', lineWidth: 2 },
  }));
  const Engine = (engine === 'dom' ? DanmakuDom : DanmakuCanvas) as unknown as new (options: object) => Danmaku;
  const danmaku = new Engine({ container, media: new Clock(), comments, speed: SPEED });
  return { onScreen: () => danmaku._.runningList.length, stop: () => danmaku.destroy() };
}

const heap = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
};
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

async function runBench(options: BenchOptions) {
  const seconds = Math.ceil((options.warmup + options.duration) / 1000) + 2;
  const list = items(seconds, options.rate);
  const mounted = options.contestant === 'ddi-danmu' ? mountOurs(list) : mountDanmaku(list, options.contestant === 'danmaku-dom' ? 'dom' : 'canvas');
  await new Promise((resolve) => setTimeout(resolve, options.warmup));
  const heapBefore = heap();
  const heapSamples: number[] = [];
  const sampler = options.heapEvery ? setInterval(() => heapSamples.push(mb(heap())), options.heapEvery) : undefined;
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) longTasks.push(entry.duration);
  });
  try {
    observer.observe({ type: 'longtask', buffered: false });
  } catch {
    // longtask entries are not supported: reported as 0
  }
  const onScreen: number[] = [];
  let frames = 0;
  let worstFrame = 0;
  let last = performance.now();
  const start = last;
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      frames += 1;
      worstFrame = Math.max(worstFrame, now - last);
      last = now;
      if (frames % 30 === 0) onScreen.push(mounted.onScreen());
      if (now - start < options.duration) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  const elapsed = performance.now() - start;
  observer.disconnect();
  if (sampler) clearInterval(sampler);
  const heapAfter = heap();
  mounted.stop();
  return {
    contestant: options.contestant,
    fps: Math.round((frames / elapsed) * 10000) / 10,
    frames,
    seconds: Math.round(elapsed) / 1000,
    worstFrameMs: Math.round(worstFrame),
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((sum, value) => sum + value, 0)),
    onScreen: { min: Math.min(...onScreen), mean: Math.round(onScreen.reduce((sum, value) => sum + value, 0) / Math.max(1, onScreen.length)), max: Math.max(...onScreen) },
    heapMB: { before: mb(heapBefore), after: mb(heapAfter), samples: heapSamples },
  };
}

(globalThis as unknown as { runBench: typeof runBench }).runBench = runBench;
