// The player's lint rules (issue 23, decision 0034): no import cycle in player-element/src, type-only imports
// included, and only platform/ and the engines call fetch or XMLHttpRequest. Each rule is shown to fire.
import { describe, expect, it } from 'vitest';
import { rulesFor } from './lint-rules';

describe('the player has no import cycles, type-only imports included', () => {
  it('fails a type-only import that closes a cycle (state.ts is imported by events.ts)', async () => {
    const rules = await rulesFor('player-element/src/core/state.ts', "import type { PlayerEventName } from './events.js';\nexport type Name = PlayerEventName;\n");
    expect(rules).toContain('player-imports/no-cycle');
  });

  it('fails a value import that closes a cycle', async () => {
    const rules = await rulesFor('player-element/src/core/sanitize.ts', "import { optionDefaults } from './options.js';\nexport const defaults = optionDefaults;\n");
    expect(rules).toContain('player-imports/no-cycle');
    expect(rules).toContain('import-x/no-cycle');
  });

  it('passes an import that closes no cycle', async () => {
    expect(await rulesFor('player-element/src/core/example.ts', "import { isRecord } from './sanitize.js';\nexport const record = isRecord;\n")).toEqual([]);
  });
});

describe('only platform/ and the engines call the network', () => {
  it('fails fetch and XMLHttpRequest in an overlay or in core/, also through globalThis or window', async () => {
    expect(await rulesFor('player-element/src/ddi-quiz/example.ts', "export const load = () => fetch('/vod/exam/list');\n")).toContain('no-restricted-globals');
    expect(await rulesFor('player-element/src/core/example.ts', 'export const xhr = () => new XMLHttpRequest();\n')).toContain('no-restricted-globals');
    expect(await rulesFor('player-element/src/ddi-ads/example.ts', "export const load = () => globalThis.fetch('/vod/ad/log');\n")).toContain('no-restricted-properties');
    expect(await rulesFor('player-element/src/ddi-ads/example.ts', "export const load = () => window.fetch('/vod/ad/log');\n")).toContain('no-restricted-properties');
  });

  it('lets platform/ and the engines call fetch', async () => {
    expect(await rulesFor('player-element/src/platform/example.ts', "export const load = () => fetch('/vod/list');\n")).toEqual([]);
    expect(await rulesFor('player-element/src/engines/example.ts', "export const load = () => fetch('/media/a.key');\n")).toEqual([]);
  });
});
