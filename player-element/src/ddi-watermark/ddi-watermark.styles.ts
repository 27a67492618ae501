import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    display: block;
    overflow: hidden;
    pointer-events: none;
  }
  .logo {
    position: absolute;
    display: block;
    max-width: 120px;
    max-height: 120px;
    line-height: 0;
  }
  a.logo {
    pointer-events: auto;
  }
  a.logo:focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 2px;
  }
  .logo img {
    width: 100%;
    height: 100%;
    max-width: 120px;
    max-height: 120px;
    object-fit: contain;
  }
  .logo.natural img {
    width: auto;
    height: auto;
  }
  .logo.resize img {
    object-fit: fill;
  }
  .viewer {
    position: absolute;
    font-size: 14px;
    line-height: 20px;
    white-space: nowrap;
    color: rgb(255 255 255 / 0.6);
    text-shadow: 0 0 1px rgb(0 0 0 / 0.4);
    transition:
      left 0.5s,
      top 0.5s;
    user-select: none;
  }
`;
