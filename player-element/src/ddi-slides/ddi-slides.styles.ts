import { css } from 'lit';

/*
 * Stacking: the host has no z-index on this element, so these layers sit in the stage's stacking order:
 * the main slide under everything of the stage (-1: the cover, the big play button and subtitles stay
 * above it), the host's video window at 1 (ddi-player.styles.ts), the small window's frame and the panel at 2.
 */
export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    pointer-events: none;
    color: #fff;
    font-size: 13px;
  }
  button {
    font: inherit;
    color: inherit;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: -2px;
  }
  svg {
    width: 20px;
    height: 20px;
    fill: currentColor;
  }
  .main {
    position: absolute;
    inset: 0;
    z-index: -1;
    background: var(--ddi-slides-background, #fff);
  }
  .image {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    user-select: none;
  }
  .window {
    position: absolute;
    z-index: 2;
    box-sizing: border-box;
    outline: 1px solid rgb(255 255 255 / 0.35);
  }
  .window .image {
    background: var(--ddi-slides-background, #fff);
  }
  .bar {
    position: absolute;
    inset: 0 0 auto 0;
    display: flex;
    height: 28px;
    background: rgb(0 0 0 / 0.55);
    pointer-events: auto;
  }
  .bar button {
    display: grid;
    place-items: center;
    border: 0;
    padding: 0 6px;
    background: transparent;
  }
  .move {
    flex: 1;
    cursor: move;
    touch-action: none;
  }
  .handle {
    position: absolute;
    top: 8px;
    right: 8px;
    z-index: 3;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.6);
    pointer-events: auto;
  }
  .panel {
    position: absolute;
    top: 0;
    right: 0;
    bottom: 0;
    z-index: 2;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    width: var(--ddi-slides-panel-width, 240px);
    max-width: 60%;
    padding: 48px 0 44px;
    background: rgb(20 20 28 / 0.88);
    pointer-events: auto;
  }
  .panel[hidden] {
    display: none;
  }
  .tabs {
    display: flex;
    gap: 4px;
    padding: 0 8px 6px;
  }
  .tab {
    flex: 1;
    border: 0;
    border-bottom: 2px solid transparent;
    padding: 4px 6px;
    background: transparent;
    color: rgb(255 255 255 / 0.75);
  }
  .tab[aria-selected='true'] {
    border-bottom-color: var(--ddi-theme-color, #5867fe);
    color: #fff;
  }
  .tabpanel {
    flex: 1;
    overflow: auto;
  }
  .tabpanel[hidden] {
    display: none;
  }
  .chapters {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .chapter {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px 8px;
    width: 100%;
    border: 0;
    border-left: 3px solid transparent;
    padding: 6px 10px;
    background: transparent;
    text-align: left;
  }
  .chapter:hover {
    background: rgb(255 255 255 / 0.08);
  }
  .chapter[aria-current='true'] {
    border-left-color: var(--ddi-theme-color, #5867fe);
    background: rgb(255 255 255 / 0.14);
  }
  .title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  .time {
    color: rgb(255 255 255 / 0.7);
    font-variant-numeric: tabular-nums;
  }
  .text {
    grid-column: 1 / -1;
    color: rgb(255 255 255 / 0.85);
    white-space: pre-line;
  }
  .thumb {
    grid-column: 1 / -1;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    background: #fff;
  }
  @media (prefers-reduced-motion: no-preference) {
    .chapter {
      transition: background-color 0.2s;
    }
  }
`;
