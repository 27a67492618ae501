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
    /* The room (--ddi-menu-room, above the button inside the player) and the shift are set by menu-fit.ts. */
    .menu {
      position: absolute;
      right: calc(0px - var(--ddi-menu-shift, 0px));
      bottom: calc(100% + 8px);
      z-index: 2;
      box-sizing: border-box;
      min-width: 96px;
      max-width: var(--ddi-menu-room-width, none);
      max-height: min(var(--ddi-menu-max-height, 200px), var(--ddi-menu-room, 100vh));
      overflow: auto;
      overscroll-behavior: contain;
      padding: 4px 0;
      border-radius: 6px;
      background: var(--ddi-menu-background, rgb(20 20 28 / 0.92));
      color: var(--ddi-control-color, #fff);
      box-shadow: 0 4px 16px rgb(0 0 0 / 0.4);
    }
    .menu[data-skin='gold'] {
      height: min(calc(135px - 30px * var(--ddi-menu-absent-items, 0)), var(--ddi-menu-room, 100vh));
      max-height: min(135px, var(--ddi-menu-room, 100vh));
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
