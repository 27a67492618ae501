import { css } from 'lit';

/**
 * The marquee's rules. `<ddi-marquee>` adopts them as its own constructed sheet (not Lit's shared one) so
 * that the tamper check can tell when that sheet is altered, disabled or removed (spec §5).
 */
export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    display: block;
    overflow: hidden;
    pointer-events: none;
    user-select: none;
    margin: 0;
    padding: 0;
    border: 0;
    z-index: auto;
  }
  .layer {
    position: absolute;
    inset: 0;
    margin: 0;
    padding: 0;
    border: 0;
    opacity: 1;
    transition: opacity 0.3s;
  }
  .layer.paused {
    opacity: 0;
  }
  .text {
    position: absolute;
    margin: 0;
    padding: 0;
    border: 0;
    white-space: nowrap;
    line-height: 1.2;
    font-family: inherit;
  }
  .scroll {
    left: 100%;
  }
  .fade {
    transition: opacity 1s;
  }
  .corner-0 {
    top: 8px;
    left: 8px;
  }
  .corner-1 {
    top: 8px;
    right: 8px;
  }
  .corner-2 {
    bottom: 8px;
    left: 8px;
  }
  .corner-3 {
    bottom: 8px;
    right: 8px;
  }
`;
