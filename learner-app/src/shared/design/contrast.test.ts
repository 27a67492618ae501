/// <reference types="node" />
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS } from './contrast-pairs';

const SRC = join(import.meta.dirname, '../..');
const styles = readFileSync(join(SRC, 'styles.css'), 'utf8');

type Theme = 'light' | 'dark';

/** The `--ddi-*` custom properties of one rule's body. */
function declarations(body: string): Map<string, string> {
  return new Map([...body.matchAll(/--ddi-([\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

const lightDeclared = declarations(/:root\s*{([^}]*)}/.exec(styles)?.[1] ?? '');
const darkDeclared = declarations(/:root\[data-theme='dark'\]\s*{([^}]*)}/.exec(styles)?.[1] ?? '');

/** A theme's tokens with `var(--ddi-x)` references resolved: the dark theme is the light one with its own values over it. */
function tokensOf(theme: Theme): Map<string, string> {
  const raw = new Map([...lightDeclared, ...(theme === 'dark' ? darkDeclared : [])]);
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

const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)/gi;

describe('every colour pair the components use meets WCAG AA (4.5:1 text, 3:1 large text and UI), in the light and the dark theme', () => {
  it('the contrast formula gives the known figures (white on black 21:1, brand-500 on white 4.39:1)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#5867fe', '#ffffff')).toBeCloseTo(4.39, 2);
  });

  for (const theme of ['light', 'dark'] as const) {
    const tokens = tokensOf(theme);
    for (const pair of CONTRAST_PAIRS) {
      it(`${theme}: ${pair.foreground} on ${pair.background} reaches ${pair.minimum}:1 (${pair.use})`, () => {
        const foreground = tokens.get(pair.foreground);
        const background = tokens.get(pair.background);
        expect(foreground, `--ddi-${pair.foreground}`).toBeDefined();
        expect(background, `--ddi-${pair.background}`).toBeDefined();
        expect(contrast(foreground!, background!)).toBeGreaterThanOrEqual(pair.minimum);
      });
    }
  }

  it('the base theme colour brand-500 is never a text token (4.39:1 on white is below AA)', () => {
    const tokens = tokensOf('light');
    expect(contrast(tokens.get('brand-500')!, tokens.get('surface')!)).toBeLessThan(4.5);
    const textPairs = CONTRAST_PAIRS.filter((pair) => pair.minimum === 4.5);
    expect(textPairs.map((pair) => tokens.get(pair.foreground))).not.toContain(tokens.get('brand-500'));
    expect(textPairs.map((pair) => tokens.get(pair.background))).not.toContain(tokens.get('brand-500'));
  });
});

describe('the dark theme (decision 0098) gives every colour its own value', () => {
  /** Colours the same in both themes: the brand's own blues and the white on them. */
  const SAME_IN_BOTH = ['brand-band-start', 'brand-band-end', 'on-brand-band'];

  it('each colour token of the light theme is set again for the dark one, but the brand band', () => {
    const colours = [...lightDeclared].filter(([, value]) => new RegExp(`^(?:${COLOUR_LITERAL.source})$`, 'i').test(value)).map(([name]) => name);
    expect(colours.length).toBeGreaterThan(20);
    const missing = colours.filter((name) => !darkDeclared.has(name) && !SAME_IN_BOTH.includes(name));
    expect(missing, 'light-theme colours with no dark value').toEqual([]);
  });

  it('no stylesheet writes a colour of its own outside the tokens (it would not change with the theme), but decorations the same in both', () => {
    // Each allowed colour with why it is the same in both themes.
    const SAME_IN_BOTH_THEMES = [
      /^#(?:0f5e5b|2aa198|8a3b12|e08a3c|5b2a86|a46bd6)$/i, // the course cards' cover tints (no text on them)
      /^rgb\(31 36 51 \/ \d+%\)$/, // shadows and the dialog's backdrop: a darkening, in both themes
      /^rgb\(255 255 255 \/ 16%\)$/, // the discs of the login page's brand band, the same band in both themes
    ];
    const problems: string[] = [];
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    for (const file of files) {
      let css = readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
      // Printing is always dark on white; forced colours are the system's; the tokens themselves are in styles.css.
      css = blank(css, /@media print\s*{/g);
      css = blank(css, /@media \(forced-colors: active\)\s*{/g);
      if (file === 'styles.css') css = blank(blank(css, /:root\s*{/g), /@media screen\s*{/g);
      for (const match of css.matchAll(COLOUR_LITERAL)) {
        if (SAME_IN_BOTH_THEMES.some((allowed) => allowed.test(match[0]))) continue;
        const line = css.slice(0, match.index).split('\n').length;
        problems.push(`${relative(SRC, join(SRC, file))}:${line}: ${match[0]}`);
      }
    }
    expect(files.length).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });
});

/** `css` with the first block opened by `opening` (through its matching brace) blanked out, line numbers kept. */
function blank(css: string, opening: RegExp): string {
  let result = css;
  for (const match of css.matchAll(opening)) {
    let depth = 0;
    let end = match.index;
    for (let index = match.index; index < css.length; index += 1) {
      if (css[index] === '{') depth += 1;
      if (css[index] === '}' && --depth === 0) {
        end = index + 1;
        break;
      }
    }
    result = result.slice(0, match.index) + result.slice(match.index, end).replace(/[^\n]/g, ' ') + result.slice(end);
  }
  return result;
}
