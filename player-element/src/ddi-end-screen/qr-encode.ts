/**
 * The end screen's QR encoder, the one `uqr` function it uses: the lazy chunk holds `encode` alone. A
 * destructured `await import('uqr')` inside a `try` makes Rollup keep every export of uqr (its SVG, ANSI and
 * Unicode renderers too, about 600 bytes gzip).
 */
export { encode } from 'uqr';
