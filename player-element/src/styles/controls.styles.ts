import { css } from 'lit';

/** Buttons and focus rings shared by every control. */
export const controlStyles = css`
  :host {
    display: inline-flex;
    align-items: center;
  }
  button {
    display: inline-grid;
    place-items: center;
    min-width: 36px;
    height: 36px;
    padding: 0 6px;
    border: 0;
    border-radius: 4px;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgb(255 255 255 / 0.12);
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 1px;
  }
  svg {
    width: var(--ddi-icon-size, 24px);
    height: var(--ddi-icon-size, 24px);
    fill: currentColor;
    pointer-events: none;
  }
`;
