import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 5;
    pointer-events: none;
  }
  .menu {
    position: absolute;
    min-width: 160px;
    max-width: 260px;
    padding: 4px 0;
    border-radius: 6px;
    background: var(--ddi-menu-background, rgb(20 20 28 / 0.94));
    color: #fff;
    font-size: 13px;
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.4);
    pointer-events: auto;
    /* The open shortcut list scrolls rather than leave the player. */
    box-sizing: border-box;
    max-height: 100%;
    overflow-y: auto;
  }
  .shortcut {
    display: flex;
    gap: 10px;
    padding: 3px 14px;
    color: #c8c8d0;
    white-space: nowrap;
  }
  kbd {
    min-width: 72px;
    color: #fff;
    font: inherit;
    font-weight: 600;
  }
  .version,
  [part='menu-item'] {
    display: block;
    box-sizing: border-box;
    width: 100%;
    padding: 7px 14px;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
  .version {
    color: #c8c8d0;
    cursor: default;
  }
  [part='menu-item']:hover {
    background: rgb(255 255 255 / 0.12);
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: -2px;
  }
`;
