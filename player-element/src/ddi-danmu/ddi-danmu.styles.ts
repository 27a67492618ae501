import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 1;
    overflow: hidden;
    pointer-events: none;
    contain: strict;
  }
  .layer {
    position: absolute;
    inset: 0;
    color: #fff;
    font-weight: bold;
    line-height: 1.25;
  }
  /* Rolling comments: one bitmap layer, drawn each frame. */
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  /* Top and bottom comments (and rolling ones under reduced motion) stand still: no layer of their own. */
  .item {
    position: absolute;
    top: 0;
    left: 0;
    white-space: pre;
    text-shadow:
      1px 1px 1px rgb(0 0 0 / 0.9),
      -1px -1px 1px rgb(0 0 0 / 0.6);
  }
  /* Reduced motion: comments do not scroll; they appear in place and fade in. */
  .item.still {
    animation: fade-in 0.4s ease-out;
  }
  @keyframes fade-in {
    from {
      opacity: 0;
    }
  }
`;
