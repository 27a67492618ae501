import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 5;
    display: grid;
    place-items: center;
    background: rgb(0 0 0 / 0.85);
  }
  .prompt {
    display: grid;
    gap: 8px;
    min-width: 240px;
    color: #fff;
    font-size: 14px;
  }
  p {
    margin: 0;
  }
  .row {
    display: flex;
    gap: 8px;
  }
  input {
    flex: 1;
    padding: 6px 8px;
    border: 1px solid #888;
    border-radius: 4px;
    font: inherit;
  }
  button {
    padding: 6px 16px;
    border: 0;
    border-radius: 4px;
    background: #4552e0;
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
  button[disabled] {
    opacity: 0.6;
    cursor: wait;
  }
  .message {
    min-height: 1.4em;
    color: #ffb4b4;
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 1px;
  }
`;
