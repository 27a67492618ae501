import { css } from 'lit';
import { controlStyles } from '../styles/controls.styles.js';

/** The closed button (first load); the open menu's styles are the lazy chunk's (`menu-popup.ts`). */
export const styles = [
  controlStyles,
  css`
    :host {
      position: relative;
    }
    [part='button'][data-value]:not([data-value=''])::after {
      content: attr(data-value);
      font-size: 13px;
      font-weight: 600;
      white-space: nowrap;
    }
  `,
];
