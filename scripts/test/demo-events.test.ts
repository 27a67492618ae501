// The demo's event log (demo/events.js) listens to every public event of <ddi-player>: its list must be the
// manifest's, so a new event shows in the playground and the demo pages without anyone remembering it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain browser ES module without types
import { PLAYER_EVENTS } from '../../demo/events.js';
// @ts-expect-error: a plain browser ES module without types
import { GALLERY_STATES, LANGUAGES, SKINS } from '../../demo/pages.js';

interface Declaration {
  tagName?: string;
  events?: { name: string }[];
  attributes?: { name: string; description?: string }[];
}

const manifest = JSON.parse(readFileSync(new URL('../../player-element/custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations?: Declaration[] }[];
};
const player = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === 'ddi-player');

describe('demo lists that mirror the player', () => {
  it("demo/events.js PLAYER_EVENTS equals the manifest's events of <ddi-player>, in the same order", () => {
    expect(PLAYER_EVENTS).toEqual(player?.events?.map((event) => event.name));
  });

  it('demo/pages.js LANGUAGES are the player\'s languages (core/i18n.ts playerLanguages)', () => {
    const source = readFileSync(new URL('../../player-element/src/core/i18n.ts', import.meta.url), 'utf8');
    const declared = /export const playerLanguages = \[([^\]]*)\]/.exec(source)?.[1] ?? '';
    const codes = [...declared.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(codes.length).toBeGreaterThan(0);
    expect(LANGUAGES.map((language: { code: string }) => language.code).sort()).toEqual(codes.sort());
  });

  it('demo/pages.js SKINS are the skins the manifest documents for the skin attribute', () => {
    const description = player?.attributes?.find((attribute) => attribute.name === 'skin')?.description ?? '';
    const documented = [...description.matchAll(/`([a-z]+)`/g)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThan(0);
    expect([...(SKINS as string[])].sort()).toEqual(documented.sort());
  });

  it('the gallery state ids are unique (each is a page and a smoke test)', () => {
    const ids = (GALLERY_STATES as { id: string }[]).map((state) => state.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
