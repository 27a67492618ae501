// npm run spec-coverage (scripts/spec-coverage.mjs): the ids it gives the spec items, and the test files it
// reads from a coverage row.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node ES module without types
import { specItems, testFilesOf } from '../spec-coverage.mjs';

type Item = { id: string; section: string; text: string };

const spec = `# Spec

## 2. Screens

- Control bar. It shows on mouse movement
  and hides after 3000 ms.
- Centred big play button.

## 8. Errors

| code | message |
|---|---|
| #001 | Over the time quota |
| #002 | Over the traffic quota |
`;

describe('spec items: every bullet and table body row, with a stable id (letter, section, hash of the text)', () => {
  const items = specItems('P', spec) as Item[];

  it('reads bullets with their continuation lines and table body rows, not the header row', () => {
    expect(items.map((item) => [item.section, item.text])).toEqual([
      ['2', 'Control bar. It shows on mouse movement and hides after 3000 ms.'],
      ['2', 'Centred big play button.'],
      ['8', '#001 | Over the time quota'],
      ['8', '#002 | Over the traffic quota'],
    ]);
  });

  it('ids survive reordering and change with the text', () => {
    expect(items[0]!.id).toMatch(/^P2-[0-9a-f]{6}$/);
    const reordered = specItems('P', spec.replace('- Centred big play button.\n', '').replace('## 2. Screens\n', '## 2. Screens\n\n- Centred big play button.\n')) as Item[];
    expect(reordered.map((item) => item.id).sort()).toEqual(items.map((item) => item.id).sort());
    const edited = specItems('P', spec.replace('3000 ms', '4000 ms')) as Item[];
    expect(edited[0]!.id).not.toBe(items[0]!.id);
  });

  it('a row names its test files: backticked *.test.ts(x) and *.spec.ts, with or without a path or a glob', () => {
    expect(testFilesOf('| P2 | rule | `src/a.ts` | `ddi-player.test.ts` › x; `e2e/demo.spec.ts`; `learner-app/src/**/*.test.tsx` |')).toEqual([
      'ddi-player.test.ts',
      'e2e/demo.spec.ts',
      'learner-app/src/**/*.test.tsx',
    ]);
  });
});
