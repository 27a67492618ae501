import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 40;
    pointer-events: none;
    font-size: 14px;
    color: #222;
  }
  .backdrop {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    padding: 12px;
    background: rgb(0 0 0 / 0.6);
    pointer-events: auto;
    overflow: auto;
  }
  .form {
    position: relative;
    box-sizing: border-box;
    width: min(558px, calc(100% - 24px));
    max-height: 100%;
    overflow: auto;
    padding: 16px 20px;
    border-radius: 6px;
    background: #fff;
    box-shadow: 0 4px 24px rgb(0 0 0 / 0.4);
  }
  .banner {
    display: block;
    margin: -16px -20px 12px;
  }
  .banner img {
    display: block;
    width: 100%;
    max-height: 120px;
    object-fit: cover;
    border-radius: 6px 6px 0 0;
  }
  h2 {
    margin: 0 32px 8px 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
  form {
    display: grid;
    gap: 10px;
  }
  .hint {
    margin: 0;
    color: #555;
    font-size: 12px;
  }
  .field {
    display: grid;
    gap: 4px;
  }
  label {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  input,
  textarea {
    box-sizing: border-box;
    width: 100%;
    padding: 6px 8px;
    border: 1px solid #888;
    border-radius: 4px;
    font: inherit;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: #b3261e;
    box-shadow: 0 0 0 1px #b3261e;
    background: #fff5f5;
  }
  .error {
    margin: 0;
    min-height: 1.4em;
    color: #b3261e;
  }
  button[type='submit'] {
    justify-self: end;
    padding: 6px 20px;
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
  .skip {
    position: absolute;
    top: 8px;
    right: 8px;
    z-index: 1;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    cursor: pointer;
  }
  .skip svg {
    width: 18px;
    height: 18px;
    fill: currentColor;
  }
  .success {
    margin: 12px 0;
    color: #17713a;
    font-weight: 600;
    outline: none;
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #4552e0);
    outline-offset: 2px;
  }
`;
