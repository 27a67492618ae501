import { css } from 'lit';
import { tipStyles } from '../styles/tip.styles.js';

export const styles = [
  tipStyles,
  css`
    :host {
      left: 50%;
      transform: translateX(-50%);
    }
  `,
];
