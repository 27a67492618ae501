import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    --_height: var(--ddi-progress-height, 6px);
  }
  .track {
    position: relative;
    height: var(--_height);
    padding: 6px 0;
    background-clip: content-box;
    cursor: pointer;
    touch-action: none;
  }
  .track[aria-disabled='true'] {
    cursor: default;
  }
  .track:focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 2px;
  }
  .rail,
  .buffered,
  .played {
    position: absolute;
    left: 0;
    top: 6px;
    height: var(--_height);
    border-radius: calc(var(--_height) / 2);
  }
  .rail {
    right: 0;
    background: var(--ddi-progress-track-color, rgb(255 255 255 / 0.3));
  }
  .buffered {
    background: var(--ddi-progress-buffered-color, rgb(255 255 255 / 0.5));
  }
  .played {
    background: var(--ddi-theme-color, #5867fe);
  }
  .thumb {
    position: absolute;
    top: calc(6px + var(--_height) / 2);
    width: 12px;
    height: 12px;
    margin: -6px 0 0 -6px;
    border-radius: 50%;
    background: var(--ddi-progress-thumb-color, #fff);
    box-shadow: 0 0 0 2px var(--ddi-theme-color, #5867fe);
  }
  .tooltip {
    position: absolute;
    bottom: calc(var(--_height) + 14px);
    transform: translateX(-50%);
    padding: 2px 6px;
    border-radius: 3px;
    background: rgb(0 0 0 / 0.8);
    color: #fff;
    font-size: 12px;
    white-space: nowrap;
    pointer-events: none;
  }
  ::slotted(*) {
    position: absolute;
    top: 6px;
  }
`;
