// The build's overlay chunks export nothing (scripts/rollup/side-effect-imports.mjs, decision 0081): the overlay
// host imports them only to define their elements, and the export names cost bytes in every chunk.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { memoryBundle } from './memory-bundle.js';
// @ts-expect-error: a plain ES module script without types
import { sideEffectImports } from '../rollup/side-effect-imports.mjs';

/**
 * Modules in memory, under /src/ (the build's ids are paths): a host that loads an overlay for its definition
 * through a table of loaders, as the overlay host does (Rollup cannot see that the result goes unread), and a
 * module that reads what it loads.
 */
const sources: Record<string, string> = {
  'entry.js': "export { loadOverlay } from './host.js'; export { loadHelper } from './reader.js';",
  'host.js': "const loaders = { overlay: () => import('./overlay.js') };\nexport const loadOverlay = (name = 'overlay') => loaders[name]().then(() => globalThis.defined);",
  'reader.js': "export const loadHelper = () => import('./helper.js');",
  'overlay.js': "export const HELPER_ONLY_FOR_TESTS = 'a long exported name';\nexport class DdiOverlay {}\nglobalThis.defined = [...(globalThis.defined ?? []), DdiOverlay.name];",
  'helper.js': "export const helper = 'read by its importer';",
};
const bundler = memoryBundle(sources, '/src');
const build = bundler.build;

const plugin = () => sideEffectImports({ importers: (id: string) => id === '/src/host.js' });

describe('a chunk loaded only for its side effect exports nothing', () => {
  it('the overlay chunk keeps its name and code but no export; a chunk of another importer keeps its exports', async () => {
    const files = await build([plugin()]);
    expect(files['overlay.js']).toContain('class DdiOverlay');
    expect(files['overlay.js']).not.toMatch(/\bexport\b/);
    expect(files['overlay.js']).not.toContain('a long exported name');
    expect(files['helper.js']).toMatch(/export \{ helper \}/);
  });

  it('without the plugin the chunk exports the class and the tests’ constant', async () => {
    const files = await build([]);
    expect(files['overlay.js']).toMatch(/export \{[^}]*HELPER_ONLY_FOR_TESTS/);
  });

  it('loading the chunk still runs it once, and the other importer still reads its module', async () => {
    await build([plugin()]);
    const entry = await import(pathToFileURL(join(bundler.dir(), 'entry.js')).href);
    expect(await entry.loadOverlay()).toEqual(['DdiOverlay']);
    expect(await entry.loadOverlay()).toEqual(['DdiOverlay']);
    expect((await entry.loadHelper()).helper).toBe('read by its importer');
  });
});
