import { css } from 'lit';
import { controlStyles } from '../styles/controls.styles.js';

export const styles = [
  controlStyles,
  css`
    .track {
      width: var(--ddi-volume-rail-width, 90px);
      padding: 10px 0;
      margin: 0 6px;
      cursor: pointer;
      touch-action: none;
    }
    .rail {
      height: 4px;
      border-radius: 2px;
      background: var(--ddi-progress-track-color, rgb(255 255 255 / 0.3));
      overflow: hidden;
    }
    .level {
      height: 100%;
      background: var(--ddi-theme-color, #5867fe);
    }
    :host([compact]) .track {
      display: none;
    }
  `,
];
