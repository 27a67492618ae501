// Shared helpers of the element tests (imported by src/**/*.test.ts; served by web-test-runner).
import { ContextProvider } from '@lit/context';
import { LitElement, html } from 'lit';
import { languageLoad, messagesFor } from '../src/core/i18n.js';
import '../src/core/i18n-overlays.js';
import { resolveOptions, type PlayerOptions } from '../src/core/options.js';
import { initialPlayerState, playerStateContext, type PlayerState } from '../src/core/state.js';
import type { DdiPlayer } from '../src/ddi-player/ddi-player.js';

// The Chinese catalogue is a lazy chunk: tests that build a state in Chinese (`messagesFor('zh_CN')`) get it loaded.
// So are the overlays' strings, a chunk per language (decision 0075): both here, for an overlay mounted without the player.
await Promise.all([languageLoad('zh_CN'), languageLoad('en')]);

/** Real timers, captured before any test installs sinon's fake ones. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);
export const sleep = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

export const media = {
  mp4: '/media/lesson/mp4/lesson-360p.mp4',
  mp4High: '/media/lesson/mp4/lesson-720p.mp4',
  hls: '/media/lesson/hls/master.m3u8',
  dash: '/media/lesson/dash/manifest.mpd',
  audio: '/media/lesson/audio/lesson.m4a',
  cover: '/media/lesson/cover.jpg',
  missing: '/media/does-not-exist.mp4',
};

/** Every element under `root`, through open shadow roots. */
export function allDeep(root: ParentNode): Element[] {
  const found: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const element of node.querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  // Not `instanceof Element`: elements of another frame (the strict-CSP test's) have their own Element.
  const shadow = (root as Partial<Element>).shadowRoot;
  if (shadow) walk(shadow);
  walk(root);
  return found;
}

/** The first element matching `selector` anywhere inside `root` (through shadow roots), or null. */
export function deep<T extends Element = HTMLElement>(root: ParentNode, selector: string): T | null {
  return (allDeep(root).find((element) => element.matches(selector)) as T | undefined) ?? null;
}

/** The control named `name` (aria-label) inside the player. */
export function control<T extends HTMLElement = HTMLElement>(root: ParentNode, name: string): T {
  const found = allDeep(root).find((element) => element.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no control named "${name}"`);
  return found as T;
}

export function hasControl(root: ParentNode, name: string): boolean {
  return allDeep(root).some((element) => element.getAttribute('aria-label') === name);
}

/** Waits until every Lit element inside `root` has rendered. */
export async function settle(root: Element): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const elements = [root, ...allDeep(root)].filter((element): element is LitElement => element instanceof LitElement);
    await Promise.all(elements.map((element) => element.updateComplete));
  }
}

/** Polls (real time) until `predicate` holds. */
export async function until(predicate: () => boolean, message = 'condition', timeout = 20_000): Promise<void> {
  const start = Date.now();
  while (!predicate()) {
    if (Date.now() - start > timeout) throw new Error(`timed out waiting for ${message}`);
    await sleep(50);
  }
}

/** The page's resource timing entries whose URL contains `part`. */
export const resourceEntries = (part: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part)) as PerformanceResourceTiming[];

/**
 * A same-origin frame of its own (its own module map, resource timings and custom elements) that loads the
 * player's sources under `policy`, sent as a real response header by the test server (`/__test/csp-page`, in
 * web-test-runner.config.mjs); `loaded` runs once the page has loaded, and it resolves once `<ddi-player>` is
 * defined there. Not a `srcdoc` frame with a `<meta>` policy: in Firefox a srcdoc document's `'self'` does not
 * match the page's origin (decision 0043).
 */
export async function playerFrame(policy: string, loaded?: (frame: HTMLIFrameElement) => void): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.width = '800';
  frame.height = '500';
  const page = new URLSearchParams({ policy, module: new URL('../src/index.ts', import.meta.url).pathname });
  frame.src = `/__test/csp-page?${page}`;
  const load = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await load;
  loaded?.(frame);
  await until(() => frame.contentWindow!.customElements.get('ddi-player') !== undefined, 'the player defined in the frame', 8000);
  return frame;
}

/** Waits until playback advanced by `seconds` from now. */
export async function advances(player: DdiPlayer, seconds = 0.5): Promise<void> {
  const from = player.currentTime;
  await until(() => player.currentTime >= from + seconds, `currentTime to pass ${from + seconds} (at ${player.currentTime})`);
}

export const videoOf = (player: DdiPlayer) => player.shadowRoot!.querySelector('video')!;

/** Waits for the player's metadata (duration known). */
export async function loaded(player: DdiPlayer): Promise<void> {
  await until(() => player.duration > 0, 'metadata');
}

/** Records the names (and details) of the given events in order. */
export function record(target: EventTarget, names: string[]): { name: string; detail: unknown }[] {
  const log: { name: string; detail: unknown }[] = [];
  for (const name of names) target.addEventListener(name, (event) => log.push({ name, detail: (event as CustomEvent).detail }));
  return log;
}

/** A full player state for testing sub-elements on their own. */
export function makeState(patch: Partial<PlayerState> = {}, options: PlayerOptions = {}): PlayerState {
  return {
    ...initialPlayerState(resolveOptions(options), messagesFor('en')),
    volume: 0.75,
    ready: true,
    sourceKind: 'progressive',
    cover: false,
    ...patch,
  };
}

/** Provides a player state to its children, like `<ddi-player>` does; records their requests. */
export class TestStateProvider extends LitElement {
  static override properties = { state: { attribute: false } };
  declare state: PlayerState;
  #provider = new ContextProvider(this, { context: playerStateContext, initialValue: makeState() });
  requests: { name: string; detail: unknown }[] = [];

  constructor() {
    super();
    this.state = makeState();
    const names = [
      'ddi-play-request',
      'ddi-pause-request',
      'ddi-seek-request',
      'ddi-volume-request',
      'ddi-mute-request',
      'ddi-rate-request',
      'ddi-level-request',
      'ddi-loop-request',
      'ddi-fullscreen-request',
      'ddi-pip-request',
      'ddi-screenshot-request',
      'ddi-overlay-close-request',
      'ddi-mode-request',
      'ddi-line-request',
      'ddi-password-request',
      'ddi-network-tip-request',
    ];
    for (const name of names) this.addEventListener(name, (event) => this.requests.push({ name, detail: (event as CustomEvent).detail }));
  }

  protected override willUpdate(): void {
    this.#provider.setValue(this.state);
  }

  protected override render() {
    return html`<div style="position: relative; width: 640px; height: 360px; background: #000; color: #fff"><slot></slot></div>`;
  }
}
if (!customElements.get('ddi-test-state')) customElements.define('ddi-test-state', TestStateProvider);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-test-state': TestStateProvider;
  }
}
