import { css } from 'lit';

/** Spec §2: the playlist side panel is 350 px wide on the right (the whole width when the player is narrower). */
export const styles = css`
  :host {
    position: absolute;
    top: 0;
    right: 0;
    /* Clears the control bar and the progress bar above it. */
    bottom: calc(var(--ddi-bar-height, 40px) + 20px);
    z-index: 4;
    display: flex;
    align-items: flex-start;
    max-width: 100%;
    pointer-events: none;
  }
  button {
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .toggle {
    margin-top: 12px;
    padding: 6px 10px;
    border-radius: 4px 0 0 4px;
    background: rgb(0 0 0 / 0.7);
    color: #fff;
    font-size: 13px;
    pointer-events: auto;
  }
  .panel {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    width: 350px;
    max-width: 100%;
    height: 100%;
    background: rgb(0 0 0 / 0.85);
    color: #fff;
    pointer-events: auto;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 4px 4px 4px 12px;
    font-size: 14px;
    font-weight: 600;
  }
  h2 {
    margin: 0;
    font: inherit;
  }
  .close {
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
  }
  svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  ol {
    flex: 1;
    margin: 0;
    padding: 0;
    overflow-y: auto;
    list-style: none;
  }
  .item {
    display: flex;
    gap: 8px;
    align-items: center;
    width: 100%;
    padding: 8px 12px;
    text-align: left;
    font-size: 13px;
  }
  .item:hover,
  .item[aria-current='true'] {
    background: rgb(255 255 255 / 0.12);
  }
  .item[aria-current='true'] .title {
    color: var(--ddi-link-color, #9aa3ff);
  }
  img {
    flex: none;
    width: 96px;
    height: 54px;
    object-fit: cover;
    background: #222;
  }
  .title {
    flex: 1;
    overflow-wrap: anywhere;
  }
  .duration {
    flex: none;
    color: #ccc;
    font-variant-numeric: tabular-nums;
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: -2px;
  }
`;
