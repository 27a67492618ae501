import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 6;
    pointer-events: none;
  }
  .layer {
    position: absolute;
    inset: 0;
    background: #000;
    pointer-events: auto;
  }
  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .bar {
    position: absolute;
    top: 12px;
    right: 12px;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  button,
  .countdown {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-height: 28px;
    padding: 0 10px;
    border: 0;
    border-radius: 14px;
    background: rgb(0 0 0 / 0.6);
    color: #fff;
    font: inherit;
    font-size: 13px;
  }
  button {
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  .volume {
    padding: 0;
    width: 28px;
    justify-content: center;
  }
  .play {
    position: absolute;
    top: 50%;
    left: 50%;
    transform: translate(-50%, -50%);
    width: 64px;
    height: 64px;
    padding: 0;
    justify-content: center;
    border-radius: 50%;
  }
  svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  .play svg {
    width: 32px;
    height: 32px;
  }
`;
