// The build cuts the line breaks and indentation of the player's html`…` / svg`…` templates to one line break
// (scripts/rollup/minify-html-literals.mjs, decision 0081): the same rendering, fewer bytes in every chunk.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { minifyHtmlLiterals, squeezeHtml } from '../rollup/minify-html-literals.mjs';

const SRC = fileURLToPath(new URL('../../player-element/src/', import.meta.url));
const transform = (code: string): string => minifyHtmlLiterals().transform(code, 'x.ts')?.code ?? code;

describe('squeezing the white space of html`…` templates', () => {
  it('cuts each run of white space holding a line break to that line break, and leaves other runs alone', () => {
    expect(squeezeHtml('<div class="a  b">\n      <span>one two</span>  \n\n    <b>x</b>\n')).toBe('<div class="a  b">\n<span>one two</span>\n<b>x</b>\n');
    expect(squeezeHtml('<p>  keep  </p>')).toBe('<p>  keep  </p>');
  });

  it('squeezes html`…` and svg`…` templates, nested ones too, and keeps the ${…} expressions as written', () => {
    const source = [
      'const a = html`<div>\n    ${x ? html`<img\n        src=${url}\n        alt="" />` : nothing}\n    ${`keep\n    this`}\n  </div>`;',
      'const b = svg`<svg>\n  <path d=${`M0 0\n  L1 1`}></path>\n</svg>`;',
      'const c = css`\n  .x { width: 1px; }\n`;',
      'const d = `a plain\n    template`;',
    ].join('\n');
    expect(transform(source)).toBe(
      [
        'const a = html`<div>\n${x ? html`<img\nsrc=${url}\nalt="" />` : nothing}\n${`keep\n    this`}\n</div>`;',
        'const b = svg`<svg>\n<path d=${`M0 0\n  L1 1`}></path>\n</svg>`;',
        'const c = css`\n  .x { width: 1px; }\n`;',
        'const d = `a plain\n    template`;',
      ].join('\n'),
    );
  });

  it('leaves a module without such templates untouched', () => {
    expect(minifyHtmlLiterals().transform('const a = `x\n  y`;', 'x.ts')).toBeNull();
  });

  it('the player keeps line breaks only where white space collapses: white-space pre only on the danmu layer, whose template has none', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const preserving = files.filter((file) => /white-space:\s*(pre|pre-wrap|break-spaces)\s*;/.test(readFileSync(join(SRC, file), 'utf8')));
    expect(preserving).toEqual([join('ddi-danmu', 'ddi-danmu.styles.ts')]);
    const danmu = readFileSync(join(SRC, 'ddi-danmu', 'ddi-danmu.ts'), 'utf8');
    for (const [, template] of danmu.matchAll(/\bhtml`([^`]*)`/g)) expect(template).not.toContain('\n');
    const templates = files.flatMap((file) => [...readFileSync(join(SRC, file), 'utf8').matchAll(/\b(?:html|svg)`[\s\S]*?<(pre|textarea)\b[^>]*>([^<]*)</g)]);
    expect(templates.filter(([, , text]) => /\n/.test(text!))).toEqual([]);
  });
});
