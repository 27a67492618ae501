import { css, unsafeCSS } from 'lit';
import { SCREENSHOT_PREVIEW_MAX_WIDTH } from '../core/constants.js';

export const styles = css`
  :host {
    position: absolute;
    right: 12px;
    bottom: calc(var(--ddi-bar-height, 40px) + 32px);
    z-index: 4;
  }
  .dialog {
    padding: 8px;
    border-radius: 6px;
    background: rgb(0 0 0 / 0.85);
    color: #fff;
  }
  img {
    display: block;
    max-width: ${unsafeCSS(SCREENSHOT_PREVIEW_MAX_WIDTH)}px;
    height: auto;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    margin-top: 8px;
  }
  [part='button'] {
    padding: 4px 12px;
    border: 0;
    border-radius: 4px;
    background: rgb(255 255 255 / 0.15);
    color: #fff;
    font: inherit;
    font-size: 13px;
    text-decoration: none;
    cursor: pointer;
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 1px;
  }
`;
