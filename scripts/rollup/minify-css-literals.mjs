// Lit's css`…` templates reach the bundle as written (esbuild minifies the code, not the text inside template
// literals). This transform squeezes their white space and comments before esbuild runs.
import MagicString from 'magic-string';

/** Squeezes the CSS text of one template chunk (the text between two `${…}` expressions). */
export function squeezeCss(text) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}');
}

/** A rollup plugin: squeezes every css`…` template of the modules `include` accepts. */
export function minifyCssLiterals({ include = () => true } = {}) {
  return {
    name: 'minify-css-literals',
    transform(code, id) {
      if (!include(id) || !code.includes('css`')) return null;
      const output = new MagicString(code);
      for (const match of code.matchAll(/\bcss`([^`]*)`/g)) {
        const start = match.index + 4;
        // Only the text between interpolations changes; `${…}` expressions are kept as they are.
        let offset = start;
        const parts = match[1].split(/(\$\{[^}]*\})/);
        parts.forEach((part, index) => {
          if (!part.startsWith('${') && part.length > 0) {
            let squeezed = squeezeCss(part);
            if (index === 0) squeezed = squeezed.trimStart();
            if (index === parts.length - 1) squeezed = squeezed.trimEnd();
            output.overwrite(offset, offset + part.length, squeezed || ' ');
          }
          offset += part.length;
        });
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
