// An XSS corpus for the element tests (issue 13): each payload sets `window.__xss = true` if it ever runs.
// Push them through every user-controlled string; afterwards `window.__xss` must still be undefined and
// none of the elements below may exist in the player's shadow trees.

const X = 'window.__xss=true';

export const xssPayloads: readonly string[] = [
  `<script>${X}</script>`,
  `<SCRIPT SRC="data:text/javascript,${X}"></SCRIPT>`,
  `<img src=x onerror=${X}>`,
  `<img src="x" onerror="${X}">`,
  `<IMG SRC=x OnErRoR=${X}//`,
  `<svg onload=${X}>`,
  `<svg><script>${X}</script></svg>`,
  `<svg><a xlink:href="javascript:${X}"><text y="20">click</text></a></svg>`,
  `"><iframe src="javascript:${X}"></iframe>`,
  `'><iframe srcdoc="<script>parent.__xss=true</script>"></iframe>`,
  `javascript:${X}`,
  ` JaVaScRiPt:${X}`,
  `java\tscript:${X}`,
  `data:text/html,<script>${X}</script>`,
  `</title><script>${X}</script>`,
  `</textarea><script>${X}</script>`,
  `<body onload=${X}>`,
  `<details open ontoggle=${X}>`,
  `<a href="javascript:${X}">link</a>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${X}>`,
  `&lt;script&gt;${X}&lt;/script&gt;`,
  `&#60;img src=x onerror=${X}&#62;`,
  `%3Cscript%3E${encodeURIComponent(X)}%3C%2Fscript%3E`,
  `\\u003cimg src=x onerror=${X}\\u003e`,
  `\u003cimg src=x onerror=${X}\u003e`,
  `{{constructor.constructor('${X}')()}}`,
  `\${${X}}`,
  `<style>@import 'javascript:${X}';</style><div style="background:url(javascript:${X})">`,
];

/** The tags a payload could inject. */
export const injectedTags = ['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'body', 'math', 'details', 'mglyph'];

declare global {
  interface Window {
    __xss?: boolean;
  }
}
