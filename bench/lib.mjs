/* global window */
// Shared by the bench runners: paths, medians, result files, the built server, a static server over the
// repository, Debian's Chromium through playwright-core, and the peer builds (same rollup settings as ours).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const benchDir = join(root, 'bench');
export const resultsDir = join(benchDir, 'results');
export const peersDir = join(benchDir, 'peers');
export const peersDist = join(peersDir, 'dist');

/** Runs per measurement (BENCH_RUNS, default 5). */
export const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 5);

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const round = (value, digits = 1) => (value == null ? null : Number(value.toFixed(digits)));
export const ratio = (value, floor) => (value == null || !floor ? null : round(value / floor, 2));

/** gzip (level 9) and brotli (quality 11) byte counts of files, summed. */
export function compressed(paths) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const path of paths) {
    const source = readFileSync(path);
    raw += source.length;
    gzip += gzipSync(source, { level: 9 }).length;
    brotli += brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: paths.length, raw, gzip, brotli };
}

/**
 * Writes bench/results/<name>.json: `{ name, date, runs, notes, rows, goals }`. A row is a flat object;
 * a goal is `{ goal, value, met }`.
 */
export function writeResult(name, result) {
  mkdirSync(resultsDir, { recursive: true });
  const body = { name, date: new Date().toISOString(), ...result };
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(body, null, 2)}\n`);
  console.log(`bench/${name}: wrote bench/results/${name}.json`);
  for (const goal of body.goals ?? []) console.log(`  ${goal.met ? 'met    ' : 'NOT MET'}  ${goal.goal}: ${goal.value}`);
  return body;
}

/** Prints rows as an aligned table (for the runner's own output). */
export function printTable(rows) {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]);
  const cell = (value) => (value == null ? '–' : String(value));
  const widths = keys.map((key) => Math.max(key.length, ...rows.map((row) => cell(row[key]).length)));
  console.log(keys.map((key, i) => key.padEnd(widths[i])).join('  '));
  for (const row of rows) console.log(keys.map((key, i) => cell(row[key]).padEnd(widths[i])).join('  '));
}

/** Fails with a clear message when a build output is missing. */
export function requireBuilt(paths) {
  const missing = paths.filter((path) => !existsSync(join(root, path)));
  if (missing.length) throw new Error(`missing ${missing.join(', ')}: run \`npm run build\` first`);
}

export { startServer } from '../scripts/lib.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.m4a': 'audio/mp4',
  '.mpd': 'application/dash+xml',
  '.vtt': 'text/vtt',
  '.woff2': 'font/woff2',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.m3u8', '.mpd', '.vtt']);
const gzipped = new Map();

/** Request headers a pass-through forwards: what decides the encoding, revalidation and ranges. */
const forwarded = ['accept', 'accept-encoding', 'if-none-match', 'if-modified-since', 'range', 'user-agent'];

/**
 * Passes a request through to `target` (another server's origin) and its answer back as it is: status,
 * headers (encoding, cache-control, ETag, Vary) and body bytes, neither re-encoded nor cached here.
 */
function passThrough(request, response, target) {
  const headers = Object.fromEntries(forwarded.filter((name) => request.headers[name] !== undefined).map((name) => [name, request.headers[name]]));
  const upstream = httpRequest(new URL(request.url, target), { method: request.method, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', (error) => response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error)));
  upstream.end();
}

/**
 * A plain static server over the repository (byte ranges for media, gzip for text, no caching), the same for every
 * contestant. `pages` maps a path to HTML served from memory; `passThrough` maps a path prefix to another
 * server's origin whose answers are passed through unchanged (our player from `npm start`'s server, issue 22).
 * Resolves `{ url, close }`.
 */
export function staticServer(pages = {}, { passThrough: routes = {} } = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    const route = Object.keys(routes).find((prefix) => path.startsWith(prefix));
    if (route) {
      passThrough(request, response, routes[route]);
      return;
    }
    if (pages[path] !== undefined) {
      response.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' });
      response.end(pages[path]);
      return;
    }
    if (path === '/bench/video.html') {
      // The mp4 floor: a bare <video>, no script at all.
      const src = new URL(request.url, 'http://x').searchParams.get('src') ?? '';
      response.writeHead(200, { 'content-type': types['.html'], 'cache-control': 'no-store' });
      response.end(`<!doctype html><html><head><meta charset="utf-8"><title>video</title><style>body{margin:0} video{width:854px;height:480px}</style></head><body><video src="${src.replace(/[<>"&]/g, '')}" muted autoplay playsinline></video></body></html>`);
      return;
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const size = statSync(file).size;
    const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'accept-ranges': 'bytes' };
    // Text assets gzipped, as any production server would send them; media as they are, with ranges.
    if (compressible.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 6 }));
      const body = gzipped.get(file);
      response.writeHead(200, { 'content-type': headers['content-type'], 'content-encoding': 'gzip', 'content-length': body.length, vary: 'accept-encoding' });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range) {
      const start = range[1] === '' ? Math.max(0, size - Number(range[2])) : Number(range[1]);
      const end = range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        return;
      }
      response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file, { start, end }).pipe(response);
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': size });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => {
      resolvePromise({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
    server.keepAliveTimeout = 1000;
  });
}

/** Debian's Chromium (scripts/chromium.mjs) through playwright-core, headless; never a downloaded browser. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  const { chromiumArgs, requireChromium } = await import('../scripts/chromium.mjs');
  return chromium.launch({ executablePath: requireChromium(), headless: true, args: chromiumArgs });
}

export const throttled = { offline: false, latency: 40, downloadThroughput: (5_000_000 / 8), uploadThroughput: (5_000_000 / 8) };

/** Applies DevTools network emulation (5 Mbit/s, 40 ms) to a page when `throttle` is true. */
export async function emulateNetwork(context, page, throttle) {
  if (!throttle) return;
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', throttled);
}

/** Installs bench/peers (peers and autocannon, from its own lockfile) when missing or older than the lock. */
export function ensurePeers() {
  const installed = join(peersDir, 'node_modules', '.package-lock.json');
  const lock = join(peersDir, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('  installing bench/peers (npm install --prefix bench/peers)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--prefix', peersDir, '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm install --prefix bench/peers failed with exit code ${result.status}`);
}

/** The peer entries (bench/peers/entries/*.js), by name. */
export const peerEntries = () =>
  existsSync(join(peersDir, 'entries'))
    ? readdirSync(join(peersDir, 'entries'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => name.slice(0, -3))
        .sort()
    : [];

function newest(paths) {
  return Math.max(0, ...paths.filter((path) => existsSync(path)).map((path) => statSync(path).mtimeMs));
}

/** Collects imported CSS (minified by esbuild, as our build would) into `<name>.css` beside the bundle. */
function cssCollector(name) {
  const sheets = new Map();
  return {
    name: 'bench-css',
    load(id) {
      if (!id.endsWith('.css')) return null;
      sheets.set(id, readFileSync(id, 'utf8'));
      return 'export default "";';
    },
    async generateBundle() {
      const { transform } = await import('esbuild');
      const source = [...sheets.values()].join('\n');
      const { code } = await transform(source, { loader: 'css', minify: true, legalComments: 'none' });
      this.emitFile({ type: 'asset', fileName: `${name}.css`, source: code });
    },
  };
}

/**
 * Builds every peer entry with the settings of rollup.config.mjs (node-resolve for the browser, commonjs,
 * NODE_ENV=production, esbuild es2022 minify) into bench/peers/dist/<name>/<name>.js (+ chunks, + <name>.css).
 * Skips an entry whose output is newer than the entry and the lockfiles.
 */
export async function buildPeers(names = peerEntries()) {
  ensurePeers();
  const { rollup } = await import('rollup');
  const { nodeResolve } = await import('@rollup/plugin-node-resolve');
  const commonjs = (await import('@rollup/plugin-commonjs')).default;
  const replace = (await import('@rollup/plugin-replace')).default;
  const esbuild = (await import('rollup-plugin-esbuild')).default;
  for (const name of names) {
    const entry = join(peersDir, 'entries', `${name}.js`);
    const outDir = join(peersDist, name);
    const output = join(outDir, `${name}.js`);
    const inputs = [entry, join(peersDir, 'package-lock.json'), join(root, 'package-lock.json'), fileURLToPath(import.meta.url)];
    if (existsSync(output) && statSync(output).mtimeMs > newest(inputs)) continue;
    const started = Date.now();
    const bundle = await rollup({
      input: { [name]: entry },
      preserveEntrySignatures: 'allow-extension',
      onwarn(warning, warn) {
        if (['MODULE_LEVEL_DIRECTIVE', 'CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'EVAL'].includes(warning.code)) return;
        warn(warning);
      },
      plugins: [
        cssCollector(name),
        nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.json'] }),
        commonjs(),
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        esbuild({ target: 'es2022', minify: true, legalComments: 'none' }),
      ],
    });
    const { rmSync } = await import('node:fs');
    rmSync(outDir, { recursive: true, force: true });
    await bundle.write({ dir: outDir, format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' });
    await bundle.close();
    console.log(`  built peer ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** The page for a contestant: its CSS (if any) and module, and `data-src` for the entry to play. */
export function peerPage(name, src, { autoplay = true } = {}) {
  const dir = `/bench/peers/dist/${name}`;
  const css = existsSync(join(peersDist, name, `${name}.css`)) && statSync(join(peersDist, name, `${name}.css`)).size > 0;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${name}</title>
${css ? `<link rel="stylesheet" href="${dir}/${name}.css">` : ''}
<style>body{margin:0} #app{width:854px;height:480px}</style>
<script type="module" src="${dir}/${name}.js"></script></head>
<body data-src="${src}" data-autoplay="${autoplay ? 1 : 0}"><div id="app"></div></body></html>`;
}

/**
 * Our player's page: the built element with `src`, muted autoplay. `script` is where the page loads it from:
 * `/player/ddi-player.js` is `npm start`'s server (through the static server's pass-through), as integrators link it.
 */
export function ourPage(src, script = '/player-element/dist/ddi-player.js') {
  return `<!doctype html><html><head><meta charset="utf-8"><title>ddi-player</title>
<style>body{margin:0} ddi-player{display:block;width:854px;height:480px}</style>
<script type="module" src="${script}"></script></head>
<body><ddi-player src="${src}" autoplay muted></ddi-player></body></html>`;
}

export const rel = (path) => relative(root, path);

/**
 * Init script: records `window.__firstFrame` (ms since navigation start) at the first
 * requestVideoFrameCallback of any <video>, in the document or an open shadow root. Videos are caught when
 * their `src` is set (property or attribute) or `play()`/`load()` is called, and by a per-frame scan.
 */
export const firstFrameInit = `(() => {
  window.__firstFrame = null;
  const seen = new WeakSet();
  const watch = (video) => {
    if (!(video instanceof HTMLVideoElement) || seen.has(video)) return;
    seen.add(video);
    video.requestVideoFrameCallback((now) => { if (window.__firstFrame == null) window.__firstFrame = now; });
  };
  const proto = HTMLMediaElement.prototype;
  const src = Object.getOwnPropertyDescriptor(proto, 'src');
  Object.defineProperty(proto, 'src', { ...src, set(value) { watch(this); src.set.call(this, value); } });
  for (const name of ['play', 'load']) {
    const original = proto[name];
    proto[name] = function (...args) { watch(this); return original.apply(this, args); };
  }
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) { if (name === 'src') watch(this); return setAttribute.call(this, name, value); };
  const scan = (node) => {
    for (const element of node.querySelectorAll('*')) {
      if (element instanceof HTMLVideoElement) watch(element);
      if (element.shadowRoot) scan(element.shadowRoot);
    }
  };
  const tick = () => { if (window.__firstFrame != null) return; if (document.documentElement) scan(document); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`;

/** Waits for `window.__firstFrame`; resolves the time in ms, or null after `timeout` ms. */
export async function waitFirstFrame(page, timeout = 20_000) {
  try {
    const handle = await page.waitForFunction(() => window.__firstFrame, null, { timeout, polling: 50 });
    return await handle.jsonValue();
  } catch {
    return null;
  }
}
