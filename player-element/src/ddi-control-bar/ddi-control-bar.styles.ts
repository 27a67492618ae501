import { css } from 'lit';
import { controlStyles } from '../styles/controls.styles.js';

export const styles = [
  controlStyles,
  css`
    :host {
      display: block;
    }
    .bar {
      padding: 0 8px 4px;
      background: var(--ddi-bar-background, linear-gradient(transparent, rgb(0 0 0 / 0.75)));
      color: var(--ddi-control-color, #fff);
    }
    .row {
      display: flex;
      align-items: center;
      gap: 2px;
      height: var(--ddi-bar-height, 40px);
    }
    .time {
      margin: 0 8px;
      font-size: 13px;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .spacer {
      flex: 1;
    }
    [data-dropped] {
      display: none !important;
    }
    ::slotted(*) {
      flex: none;
    }
  `,
];
