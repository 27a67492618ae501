// The `danmaku` library (bench/peers) ships no types for its per-engine builds: the page casts them.
declare module 'danmaku/dist/esm/danmaku.dom.js' {
  const Danmaku: unknown;
  export default Danmaku;
}
declare module 'danmaku/dist/esm/danmaku.canvas.js' {
  const Danmaku: unknown;
  export default Danmaku;
}
