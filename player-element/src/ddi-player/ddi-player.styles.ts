import { css } from 'lit';

export const styles = css`
  :host {
    --ddi-theme-color: #5867fe;
    --ddi-control-color: #fff;
    display: block;
    position: relative;
    width: 100%;
    aspect-ratio: 16 / 9;
    background: #000;
    color: var(--ddi-control-color);
    font: 14px/1.4 system-ui, sans-serif;
    overflow: hidden;
    contain: layout paint;
  }
  :host([hidden]) {
    display: none;
  }
  .stage {
    position: absolute;
    inset: 0;
  }
  video {
    width: 100%;
    height: 100%;
    object-fit: contain;
    display: block;
  }
  .bar {
    position: absolute;
    inset: auto 0 0 0;
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 12px;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.7));
  }
  .error {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    padding: 24px;
    text-align: center;
    background: rgb(0 0 0 / 0.8);
  }
`;
