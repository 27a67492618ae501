// Production builds of the three parts: the player (/player/), the learner app (/pc/) and the server.
import { readFileSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import { minifyCssLiterals } from './scripts/rollup/minify-css-literals.mjs';
import { minifyHtmlLiterals } from './scripts/rollup/minify-html-literals.mjs';
import { parallelChunkImports } from './scripts/rollup/parallel-chunk-imports.mjs';
import { sideEffectImports } from './scripts/rollup/side-effect-imports.mjs';
import { appDocument, hashedAsset, minifyCss, precompress, stylesheetParts } from './scripts/rollup/served-files.mjs';

const production = process.env.NODE_ENV !== 'development';

/** Empties an output folder before a full build so that stale hashed chunks do not pile up. */
function clean(dir) {
  return {
    name: 'clean',
    buildStart() {
      if (!this.meta.watchMode) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Emits files that are not modules (HTML, CSS, fonts, icons) next to the bundle. */
function copy(files) {
  return {
    name: 'copy',
    buildStart() {
      for (const { from } of files) this.addWatchFile(from);
    },
    generateBundle() {
      for (const { from, to } of files) this.emitFile({ type: 'asset', fileName: to, source: readFileSync(from) });
    },
  };
}

const filesIn = (dir, to, filter = () => true) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter(filter)
        .map((name) => ({ from: join(dir, name), to: `${to}${name}` }))
    : [];

const thaiFonts = filesIn('node_modules/@fontsource/noto-sans-thai/files', 'assets/fonts/', (name) =>
  /^noto-sans-thai-(thai|latin)-(400|700)-normal\.woff2$/.test(name),
);

const browserPlugins = (tsconfig, esbuildOptions = {}) => [
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') } }),
  esbuild({ target: 'es2022', jsx: 'automatic', minify: production, tsconfig, legalComments: 'none', ...esbuildOptions }),
];

const nodeExternal = (id) =>
  builtinModules.includes(id) || id.startsWith('node:') || (!id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'));

/** React libraries mark client modules with "use client", which means nothing outside a server-components bundler. */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  warn(warning);
}

export default [
  {
    input: { 'ddi-player': 'player-element/src/index.ts' },
    // Keeps the element's code in the entry itself instead of a re-export of a shared chunk.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'player-element/dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: 'hidden',
    },
    plugins: [
      clean('player-element/dist'),
      ...(production
        ? [minifyCssLiterals({ include: (id) => id.includes('/player-element/src/') }), minifyHtmlLiterals({ include: (id) => id.includes('/player-element/src/') })]
        : []),
      // Text as UTF-8, not \u escapes (the Chinese strings: 6 bytes a character escaped, 3 in UTF-8); a module
      // script is always read as UTF-8, whatever the response's charset.
      ...browserPlugins('player-element/tsconfig.json', { charset: 'utf8' }),
      // The first frame's path only (the engines, a vid's flow): every overlay's too would cost 360 bytes of the
      // first chunk's 32 KB (decision 0069).
      parallelChunkImports({ only: (name) => /-engine$|^vid-flow$/.test(name) }),
      // The overlays' and the cast button's chunks only define their elements: they export nothing (decision 0081).
      sideEffectImports({ importers: (id) => /\/player-element\/src\/(player\/overlay-host|ddi-control-bar\/ddi-control-bar)\.ts$/.test(id) }),
      ...(production ? [precompress()] : []),
    ],
  },
  {
    input: { main: 'learner-app/src/main.tsx' },
    onwarn,
    output: {
      dir: 'learner-app/dist',
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: 'assets/chunks/[name]-[hash].js',
      assetFileNames: 'assets/[name]-[hash][extname]',
      sourcemap: true,
    },
    plugins: [
      clean('learner-app/dist'),
      ...browserPlugins('learner-app/tsconfig.json'),
      parallelChunkImports(),
      copy([...filesIn('learner-app/public', ''), ...thaiFonts]),
      hashedAsset(() => stylesheetParts('learner-app/src/styles.css', 'learner-app/src'), 'styles.css', production ? minifyCss : undefined),
      appDocument('learner-app/index.html'),
      ...(production ? [precompress()] : []),
    ],
  },
  // The server and the operator's commands (erasure, demo:reset, ingestion, admin token, imports), each one file in server/dist (config.ts finds the repository from there).
  ...[
    ['server/src/server.ts', 'server/dist/server.js'],
    ['server/src/cli/erase.ts', 'server/dist/erase.js'],
    ['server/src/cli/demo-reset.ts', 'server/dist/demo-reset.js'],
    ['server/src/cli/ingest.ts', 'server/dist/ingest.js'],
    ['server/src/cli/admin-token.ts', 'server/dist/admin-token.js'],
    ['server/src/cli/users-import.ts', 'server/dist/users-import.js'],
    ['server/src/cli/course-import.ts', 'server/dist/course-import.js'],
    ['server/src/cli/course-export.ts', 'server/dist/course-export.js'],
  ].map(([input, file]) => ({
    input,
    output: { file, format: 'es', sourcemap: true },
    external: nodeExternal,
    plugins: [esbuild({ target: 'node20', tsconfig: 'server/tsconfig.json' })],
  })),
];
