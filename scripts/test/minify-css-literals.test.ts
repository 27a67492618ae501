/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The build squeezes the player's css`…` templates (scripts/rollup/minify-css-literals.mjs): smaller, and
// the same rules once Chromium parses them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { chromiumArgs, requireChromium } from '../chromium.mjs';
// @ts-expect-error: a plain ES module script without types
import { minifyCssLiterals, squeezeCss } from '../rollup/minify-css-literals.mjs';

const SRC = fileURLToPath(new URL('../../player-element/src/', import.meta.url));

/** The text of every css`…` template of the player's sources, interpolations replaced by a length. */
function playerStylesheets(): { file: string; css: string }[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return files.flatMap((file) =>
    [...readFileSync(join(SRC, file), 'utf8').matchAll(/\bcss`([^`]*)`/g)].map((match) => ({ file, css: match[1]!.replace(/\$\{[^}]*\}/g, '10px') })),
  );
}

describe('squeezing the CSS of css`…` templates', () => {
  it('drops comments and white space around braces, semicolons, commas, > and after colons, and nothing else', () => {
    expect(squeezeCss('\n  /* note */\n  .a :hover, .b > .c {\n    font: 14px/1.4 system-ui, sans-serif;\n    width: calc(100% - 8px);\n  }\n')).toBe(
      ' .a :hover,.b>.c{font:14px/1.4 system-ui,sans-serif;width:calc(100% - 8px)}',
    );
  });

  it('keeps ${…} interpolations and only touches css`…` templates', () => {
    const plugin = minifyCssLiterals();
    const source = 'const a = css`\n  .x {\n    width: ${unsafeCSS(w)}px;\n  }\n`;\nconst b = html`<p>  keep  </p>`;';
    expect(plugin.transform(source, 'x.ts').code).toBe('const a = css`.x{width:${unsafeCSS(w)}px}`;\nconst b = html`<p>  keep  </p>`;');
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
    }, 60_000);
    afterAll(async () => browser?.close());

    it('every stylesheet of the player parses to the same rules squeezed as written', async () => {
      const sheets = playerStylesheets();
      expect(sheets.length).toBeGreaterThan(20);
      const page = await browser.newPage();
      const rules = (css: string) =>
        page.evaluate((text) => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync(text);
          // Chromium keeps a var() fallback as written: white space after its comma is not a difference.
          return [...sheet.cssRules].map((rule) => rule.cssText.replace(/,\s+/g, ','));
        }, css);
      for (const { file, css } of sheets) {
        const written = await rules(css);
        expect(written.length, file).toBeGreaterThan(0);
        expect(await rules(squeezeCss(css)), file).toEqual(written);
      }
    }, 60_000);
  });
});
