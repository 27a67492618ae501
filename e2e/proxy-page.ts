import type { Page } from '@playwright/test';

/** The public surface of `<ddi-player>` the fault and leak specs read. */
export type PlayerHandle = HTMLElement & {
  currentTime: number;
  paused: boolean;
  level: number;
  levels: { index: number; label: string }[];
  line: string;
  lines: string[];
  error: { code: string; message: string } | null;
  setLevel(index: number): void;
  play(): Promise<void>;
  destroy(): void;
};

/** What the page records: every `ddi-*` event the player fired, with its detail. */
export interface PageEvents {
  name: string;
  detail: unknown;
}

interface CatalogEntry {
  vid?: string;
  features: string[];
}

const catalogs = new Map<string, CatalogEntry[]>();

/** The vid of the seeded video with this feature tag (from the server's /demo/catalog.json). */
export async function vidFor(page: Page, baseUrl: string, feature: string): Promise<string> {
  let catalog = catalogs.get(baseUrl);
  if (!catalog) {
    catalog = (await (await page.request.get(`${baseUrl}/demo/catalog.json`)).json()) as CatalogEntry[];
    catalogs.set(baseUrl, catalog);
  }
  const entry = catalog.find((candidate) => candidate.vid && candidate.features.includes(feature));
  if (!entry?.vid) throw new Error(`/demo/catalog.json has no vid tagged "${feature}"`);
  return entry.vid;
}

/**
 * Opens an empty page on `origin` (the fault proxy, so the player script, the platform calls and the media
 * all go through it) with the player script loaded and `window.mount(options)`, which appends a
 * `<ddi-player>` with these options and records its events in `window.events`.
 */
export async function openPlayerPage(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/e2e-proxy-player.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>player through the fault proxy</title>
<script type="module" src="/player/ddi-player.js"></script></head>
<body><main></main>
<script type="module">
  window.events = [];
  window.mount = async (options) => {
    await customElements.whenDefined('ddi-player');
    const player = document.createElement('ddi-player');
    player.setAttribute('lang', 'en');
    for (const name of ['ddi-ready', 'ddi-error', 'ddi-line-change', 'ddi-level-change', 'ddi-over']) {
      player.addEventListener(name, (event) => window.events.push({ name, detail: event.detail }));
    }
    player.options = options;
    document.querySelector('main').append(player);
    return true;
  };
</script></body></html>`,
    }),
  );
  await page.goto(`${origin}/e2e-proxy-player.html`);
  await page.waitForFunction(() => 'mount' in window && customElements.get('ddi-player'), undefined, { timeout: 15_000 }).catch(() => {
    throw new Error(`${origin}/player/ddi-player.js did not define <ddi-player> within 15 s (is player-element/dist built?)`);
  });
}

/** Appends one `<ddi-player>` with these options (`url` for a source, `vid` for the platform). */
export async function mountPlayer(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.evaluate((value) => (window as unknown as { mount(options: unknown): Promise<boolean> }).mount(value), options);
}

/** Reads from the first `<ddi-player>` of the page. */
export function readPlayer<T>(page: Page, read: (player: PlayerHandle) => T): Promise<T> {
  return page.evaluate(
    (source) => new Function('player', `return (${source})(player)`)(document.querySelector('ddi-player')) as T,
    read.toString(),
  );
}
