/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS } from './contrast-pairs';

/** The `--ddi-*` custom properties of `:root` in styles.css, with `var(--ddi-x)` references resolved. */
function readTokens(): Map<string, string> {
  const css = readFileSync(join(import.meta.dirname, '../../styles.css'), 'utf8');
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const raw = new Map([...root.matchAll(/--ddi-([\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
  const resolve = (value: string, depth = 0): string => {
    const reference = /^var\(--ddi-([\w-]+)\)$/.exec(value);
    if (!reference || depth > 5) return value;
    return resolve(raw.get(reference[1]!) ?? value, depth + 1);
  };
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const channels = [0, 2, 4].map((offset) => Number.parseInt(match[1]!.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('every colour pair the components use meets WCAG AA (4.5:1 text, 3:1 large text and UI)', () => {
  const tokens = readTokens();

  it('the contrast formula gives the known figures (white on black 21:1, brand-500 on white 4.39:1)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#5867fe', '#ffffff')).toBeCloseTo(4.39, 2);
  });

  for (const pair of CONTRAST_PAIRS) {
    it(`${pair.foreground} on ${pair.background} reaches ${pair.minimum}:1 (${pair.use})`, () => {
      const foreground = tokens.get(pair.foreground);
      const background = tokens.get(pair.background);
      expect(foreground, `--ddi-${pair.foreground} in :root`).toBeDefined();
      expect(background, `--ddi-${pair.background} in :root`).toBeDefined();
      expect(contrast(foreground!, background!)).toBeGreaterThanOrEqual(pair.minimum);
    });
  }

  it('the base theme colour brand-500 is never a text token (4.39:1 on white is below AA)', () => {
    expect(contrast(tokens.get('brand-500')!, tokens.get('surface')!)).toBeLessThan(4.5);
    const textPairs = CONTRAST_PAIRS.filter((pair) => pair.minimum === 4.5);
    expect(textPairs.map((pair) => tokens.get(pair.foreground))).not.toContain(tokens.get('brand-500'));
    expect(textPairs.map((pair) => tokens.get(pair.background))).not.toContain(tokens.get('brand-500'));
  });
});
