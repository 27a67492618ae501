// The custom-elements manifest (issue 12): generated from the JSDoc, complete, fresh, and the React
// wrappers generated from it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { wrappers } from '../react-wrappers.mjs';

const PLAYER = fileURLToPath(new URL('../../player-element/', import.meta.url));
const SRC = join(PLAYER, 'src');

interface Item {
  name: string;
  privacy?: string;
  static?: boolean;
}
interface Declaration {
  tagName?: string;
  members?: Item[];
  cssProperties?: Item[];
  slots?: Item[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  attributes?: { name: string }[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

const manifest = JSON.parse(readFileSync(join(PLAYER, 'custom-elements.json'), 'utf8')) as Manifest;
const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
const player = declarations.find((declaration) => declaration.tagName === 'ddi-player')!;
const source = (path: string) => readFileSync(join(SRC, path), 'utf8');

describe('custom-elements manifest', () => {
  it('the player package names it in its customElements field', () => {
    expect(JSON.parse(readFileSync(join(PLAYER, 'package.json'), 'utf8')).customElements).toBe('custom-elements.json');
  });

  it('lists every element the player defines', () => {
    const tags = readdirSync(SRC).filter((name) => name.startsWith('ddi-'));
    const listed = declarations.map((declaration) => declaration.tagName).filter(Boolean);
    for (const tag of tags) expect(listed, tag).toContain(tag);
  });

  it('lists every public event of the player (core/events.ts PlayerEventDetails) on <ddi-player>', () => {
    const block = /export interface PlayerEventDetails \{([\s\S]*?)\n\}/.exec(source('core/events.ts'))![1]!;
    const names = [...block.matchAll(/^\s+'(ddi-[a-z-]+)':/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(20);
    expect(player.events!.map((event) => event.name).sort()).toEqual([...names].sort());
  });

  it('lists every CSS part a page can style, the overlays\' exported parts included', () => {
    const parts = new Set(player.cssParts!.map((part) => part.name));
    for (const folder of readdirSync(SRC).filter((name) => name.startsWith('ddi-'))) {
      const exported = /static exportParts = '([^']+)'/.exec(source(`${folder}/${folder}.ts`))?.[1];
      for (const part of exported?.split(',').map((name) => name.trim()) ?? []) expect(parts, `${folder}: ${part}`).toContain(part);
    }
    expect(parts).toContain('control-bar');
  });

  it('lists the attributes of player-api.md', () => {
    const attributes = player.attributes!.map((attribute) => attribute.name);
    for (const name of ['vid', 'src', 'skin', 'lang', 'autoplay', 'loop', 'muted', 'volume', 'start', 'end', 'width', 'height']) expect(attributes).toContain(name);
  });

  it('is what the analyzer makes of the current sources (npm run manifest)', () => {
    // The analyzer takes --outdir relative to its working directory.
    const out = mkdtempSync(join(PLAYER, '.cem-check-'));
    try {
      execFileSync(process.execPath, [join(PLAYER, '../node_modules/@custom-elements-manifest/analyzer/cem.js'), 'analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', relative(PLAYER, out)], {
        cwd: PLAYER,
        stdio: 'pipe',
      });
      expect(JSON.parse(readFileSync(join(out, 'custom-elements.json'), 'utf8'))).toEqual(manifest);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('docs/player.md', () => {
  it('names every public item of <ddi-player> in the manifest: attributes, properties, methods, events, slots, CSS parts and custom properties', () => {
    const docs = readFileSync(join(PLAYER, '../docs/player.md'), 'utf8');
    const groups = { attributes: player.attributes, members: player.members, events: player.events, slots: player.slots, cssParts: player.cssParts, cssProperties: player.cssProperties };
    const isPublic = (item: Item) => !item.static && item.privacy !== 'private' && item.privacy !== 'protected' && !/^[#_]/.test(item.name);
    for (const [group, items = []] of Object.entries(groups) as [string, Item[] | undefined][]) {
      const named = items.filter(isPublic);
      expect(named.length, group).toBeGreaterThan(0);
      // Slot names may be empty (the default slot); every other item is written in backticks.
      expect(named.filter((item) => item.name !== '' && !docs.includes(`\`${item.name}`)).map((item) => item.name), group).toEqual([]);
    }
  });
});

describe('React wrappers', () => {
  it('src/react.ts is generated from the manifest, one onDdi… prop per event', () => {
    const generated = wrappers(manifest) as string;
    expect(source('react.ts')).toBe(generated);
    expect(generated).toContain("onDdiPlayCompleted: ev('ddi-play-completed'),");
    expect(generated.match(/onDdi\w+: ev\(/g)).toHaveLength(player.events!.length);
  });
});
