// Rollup plugins that shape what the server sends: content-hashed names, the app's HTML document that links
// them, and brotli/gzip copies of every text file (see docs/decisions/0019-served-files.md).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transformSync } from 'esbuild';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Writes the learner app's HTML document with the content-hashed names of its entry chunk and stylesheet, and a
 * modulepreload for each chunk the entry imports (fetched in parallel instead of after the entry).
 */
export function appDocument(template) {
  return {
    name: 'app-document',
    buildStart() {
      this.addWatchFile(template);
    },
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const entry = files.find((file) => file.type === 'chunk' && file.isEntry);
      const styles = files.find((file) => file.type === 'asset' && file.names.includes('styles.css'));
      if (!entry || !styles) return this.error('app-document: the entry chunk or styles.css is missing from the bundle');
      const preloads = entry.imports.map((name) => `    <link rel="modulepreload" href="/pc/${name}" />\n`).join('');
      const source = readFileSync(template, 'utf8')
        .replace('/pc/assets/styles.css', `/pc/${styles.fileName}`)
        .replace(/( *)<script type="module" src="\/pc\/assets\/main\.js"><\/script>\n/, `${preloads}$1<script type="module" src="/pc/${entry.fileName}"></script>\n`);
      if (source.includes('/pc/assets/main.js') || !source.includes(entry.fileName)) return this.error(`app-document: ${template} must link /pc/assets/styles.css and /pc/assets/main.js`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source });
    },
  };
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a production build, served by
 * @fastify/static's preCompressed option according to Accept-Encoding. Source maps are left uncompressed.
 */
export function precompress() {
  return {
    name: 'precompress',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:m?js|css|html|json|svg|txt|vtt)$/.test(fileName)) continue;
        const path = join(options.dir, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        const brotli = { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length };
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: brotli }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Emits a file under a content-hashed name (output.assetFileNames): the file `from`, or the files `from()` lists
 * at each build start, joined in that order (the app's stylesheet: its tokens and base, then every co-located
 * component or feature stylesheet), passed through `transform` when one is given (the production build minifies the
 * stylesheet with `minifyCss`).
 */
export function hashedAsset(from, name, transform) {
  return {
    name: 'hashed-asset',
    buildStart() {
      const files = typeof from === 'function' ? from() : [from];
      for (const file of files) this.addWatchFile(file);
      const source = files.length === 1 ? readFileSync(files[0]) : files.map((file) => readFileSync(file, 'utf8').trimEnd() + '\n').join('\n');
      this.emitFile({ type: 'asset', name, source: transform ? transform(source.toString()) : source });
    },
  };
}

/**
 * A stylesheet minified by esbuild (comments, white space and longhands gone; the CSS itself, `:has()`,
 * custom properties and `url()`s left as written): the production build's `transform` for the app's sheet.
 * @param {string} css
 * @returns {string}
 */
export function minifyCss(css) {
  return transformSync(css, { loader: 'css', minify: true, legalComments: 'none' }).code;
}

/**
 * The learner app's stylesheet parts: `base` first (tokens, reset, shared patterns), then every other `.css`
 * file under `dir`, in path order (styles that live beside their component or feature).
 */
export function stylesheetParts(base, dir) {
  const others = readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => file.endsWith('.css') && file !== base)
    .sort();
  return [base, ...others];
}
