import { css } from 'lit';

/** The small dark tips above the control bar (resume tip, network tip): box, buttons, link, close icon. */
export const tipStyles = css`
  :host {
    position: absolute;
    bottom: calc(var(--ddi-bar-height, 40px) + 32px);
    z-index: 3;
  }
  .tip {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 4px 4px 4px 12px;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.8);
    color: #fff;
    font-size: 13px;
  }
  button {
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .link {
    color: var(--ddi-link-color, #9aa3ff);
    text-decoration: underline;
  }
  .close {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
  }
  svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 1px;
  }
`;
