// Lit's html`…` and svg`…` templates reach the bundle as written, their lines indented to the source's depth
// (esbuild minifies the code, not the text inside template literals). This transform cuts each run of white space
// that holds a line break down to that line break before esbuild runs.
import MagicString from 'magic-string';
import ts from 'typescript';

/**
 * The text of one template chunk (between two `${…}`) with every run of white space that holds a line break cut
 * to one line break. HTML collapses such a run to one space wherever white space collapses (`normal`, `nowrap`),
 * and keeps the line break and drops the spaces under `pre-line`, so the page renders the same; only text under
 * `white-space: pre` or `pre-wrap` (none in the player's templates), or in a `<textarea>` or `<pre>`, would
 * change. Runs without a line break (a space between two words, two attributes) are left as they are.
 */
export function squeezeHtml(text) {
  return text.replace(/[ \t\r\n]*\n[ \t\r\n]*/g, '\n');
}

/** Template chunks of html`…` / svg`…` templates in a TypeScript source: `[start, end)` of their raw text. */
function templateTexts(code, id) {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const ranges = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && (node.tag.text === 'html' || node.tag.text === 'svg')) {
      const template = node.template;
      // A literal's raw text is between its opening delimiter (` or }) and its closing one (` or ${).
      const parts = ts.isNoSubstitutionTemplateLiteral(template) ? [template] : [template.head, ...template.templateSpans.map((span) => span.literal)];
      for (const part of parts) {
        const start = part.getStart(source) + 1;
        const end = part.end - (part.kind === ts.SyntaxKind.TemplateHead || part.kind === ts.SyntaxKind.TemplateMiddle ? 2 : 1);
        ranges.push([start, end]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return ranges;
}

/** A rollup plugin: squeezes the line breaks and indentation of every html`…` / svg`…` template of the modules `include` accepts. */
export function minifyHtmlLiterals({ include = () => true } = {}) {
  return {
    name: 'minify-html-literals',
    transform(code, id) {
      if (!include(id) || !/\.ts$/.test(id) || !/\b(html|svg)`/.test(code)) return null;
      const output = new MagicString(code);
      for (const [start, end] of templateTexts(code, id)) {
        const text = code.slice(start, end);
        const squeezed = squeezeHtml(text);
        if (squeezed !== text) output.overwrite(start, end, squeezed);
      }
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
