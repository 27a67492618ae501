import { css } from 'lit';
import { tipStyles } from '../styles/tip.styles.js';

export const styles = [
  tipStyles,
  css`
    :host {
      left: 12px;
    }
  `,
];
