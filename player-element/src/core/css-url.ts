/**
 * A CSS `url("…")` of any string, escaped so that it can't end the string or the declaration. Its own module
 * (not css-props.ts) so that the first chunk, which needs only this, doesn't take the directive along.
 */
export const cssUrl = (url: string) => `url("${CSS.escape(url)}")`;
