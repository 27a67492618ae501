import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    position: relative;
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
    box-sizing: border-box;
    text-align: center;
  }
  .thumbnail {
    margin: 1px auto 2px;
  }
  .markers {
    position: absolute;
    inset: 6px 0 auto 0;
    height: var(--_height);
    pointer-events: none;
  }
  .marker-wrap {
    position: absolute;
    top: 0;
  }
  .marker {
    position: absolute;
    top: calc(var(--_height) / 2 - 4px);
    width: 8px;
    height: 8px;
    margin-left: -4px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: #fff;
    cursor: pointer;
    pointer-events: auto;
  }
  .marker:focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 2px;
  }
  .marker-tip {
    position: absolute;
    bottom: calc(var(--_height) + 10px);
    transform: translateX(-50%);
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 4px 8px;
    border-radius: 3px;
    background: rgb(0 0 0 / 0.85);
    color: #fff;
    font-size: 12px;
    white-space: nowrap;
    pointer-events: auto;
  }
  .marker-tip a {
    color: var(--ddi-link-color, #9aa3ff);
  }
  ::slotted(*) {
    position: absolute;
    top: 6px;
  }
`;
