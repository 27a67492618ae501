import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 1;
    pointer-events: none;
  }
  .panel {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 16px;
    height: 100%;
    background: rgb(0 0 0 / 0.85);
  }
  .cover {
    width: 96px;
    height: 96px;
    border-radius: 50%;
    object-fit: cover;
  }
  .wave {
    display: flex;
    align-items: flex-end;
    gap: 3px;
    height: 40px;
  }
  .wave span {
    width: 4px;
    height: 30%;
    background: var(--ddi-theme-color, #5867fe);
    border-radius: 2px;
  }
  .panel[data-playing] .wave span {
    animation: wave 0.9s ease-in-out infinite alternate;
  }
  @keyframes wave {
    from {
      height: 15%;
    }
    to {
      height: 100%;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .panel[data-playing] .wave span {
      animation: none;
      height: 60%;
    }
  }
  .switch {
    pointer-events: auto;
    border: 0;
    background: none;
    color: var(--ddi-link-color, #9aa3ff);
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
  .switch:focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 2px;
  }
`;
