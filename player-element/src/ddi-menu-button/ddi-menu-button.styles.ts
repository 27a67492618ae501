import { css } from 'lit';
import { controlStyles } from '../styles/controls.styles.js';

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
    .menu {
      position: absolute;
      right: 0;
      bottom: calc(100% + 8px);
      z-index: 2;
      min-width: 96px;
      max-height: var(--ddi-menu-max-height, 200px);
      overflow: auto;
      padding: 4px 0;
      border-radius: 6px;
      background: var(--ddi-menu-background, rgb(20 20 28 / 0.92));
      color: var(--ddi-control-color, #fff);
      box-shadow: 0 4px 16px rgb(0 0 0 / 0.4);
    }
    .menu[data-skin='gold'] {
      box-sizing: border-box;
      height: calc(135px - 30px * var(--ddi-menu-absent-items, 0));
      max-height: 135px;
      padding: 7px 0;
    }
    .menu[data-skin='gold'] [part='menu-item'] {
      height: 30px;
    }
    .heading {
      padding: 6px 12px 2px;
      font-size: 12px;
      opacity: 0.8;
    }
    [part='menu-item'] {
      display: flex;
      width: 100%;
      height: 32px;
      min-width: 0;
      padding: 0 16px;
      border-radius: 0;
      justify-content: center;
      white-space: nowrap;
    }
    [part='menu-item'][aria-checked='true'] {
      color: var(--ddi-menu-active-color, #9aa3ff);
      font-weight: 600;
    }
    [part='menu-item']:focus-visible {
      outline-offset: -2px;
    }
  `,
];
