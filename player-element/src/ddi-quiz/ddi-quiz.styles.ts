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
  .quiz {
    box-sizing: border-box;
    width: min(480px, 100%);
    max-height: 100%;
    overflow: auto;
    padding: 16px 20px;
    border-radius: 6px;
    background: #fff;
    box-shadow: 0 4px 24px rgb(0 0 0 / 0.4);
  }
  form {
    display: grid;
    gap: 12px;
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    display: grid;
    gap: 10px;
  }
  .question {
    padding: 0;
    font-weight: 600;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  .illustration {
    display: flex;
    align-items: flex-end;
    gap: 8px;
  }
  .illustration img {
    max-width: 60%;
    max-height: 120px;
    object-fit: contain;
  }
  .choices {
    display: grid;
    gap: 6px;
  }
  .choice {
    display: flex;
    align-items: baseline;
    gap: 6px;
    padding: 6px 8px;
    border: 1px solid #ddd;
    border-radius: 4px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  .choice:has(input:checked) {
    border-color: #4552e0;
    background: #eef0ff;
  }
  .letter {
    font-weight: 600;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
  button {
    padding: 6px 16px;
    border: 1px solid #4552e0;
    border-radius: 4px;
    background: #fff;
    color: #2f3aa8;
    font: inherit;
    cursor: pointer;
  }
  button.primary {
    background: #4552e0;
    color: #fff;
  }
  button.link {
    padding: 0;
    border: 0;
    background: none;
    color: #2f3aa8;
    text-decoration: underline;
  }
  .result {
    outline: none;
  }
  .verdict {
    margin: 0 0 8px;
    font-size: 16px;
    font-weight: 600;
  }
  .right .verdict {
    color: #17713a;
  }
  .wrong .verdict {
    color: #b3261e;
  }
  .explanation {
    margin: 0 0 12px;
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  .viewer {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgb(0 0 0 / 0.9);
  }
  .viewer img {
    max-width: calc(100% - 24px);
    max-height: calc(100% - 24px);
    object-fit: contain;
  }
  .viewer .close {
    position: absolute;
    top: 8px;
    right: 8px;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.6);
    color: #fff;
  }
  .viewer .close svg {
    width: 20px;
    height: 20px;
    fill: currentColor;
  }
  :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #4552e0);
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: no-preference) {
    .quiz {
      animation: pop 0.2s ease-out;
    }
    @keyframes pop {
      from {
        opacity: 0;
        transform: scale(0.96);
      }
    }
  }
`;
