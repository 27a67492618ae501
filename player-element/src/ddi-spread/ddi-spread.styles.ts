import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    left: 0;
    right: 0;
    top: 0;
    z-index: 4;
    pointer-events: none;
  }
  :host([data-position='bottom']) {
    top: auto;
    bottom: var(--ddi-spread-bottom, 48px);
  }
  .banner {
    position: relative;
    display: flex;
    align-items: center;
    min-height: 32px;
    background: rgb(0 0 0 / 0.55);
    color: #fff;
    font-size: 14px;
    pointer-events: auto;
  }
  .viewport {
    flex: 1;
    overflow: hidden;
    white-space: nowrap;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: -2px;
  }
  .text {
    display: inline-block;
    padding: 6px 0;
    animation: ddi-spread-ticker var(--ddi-spread-duration, 10s) linear infinite;
  }
  @keyframes ddi-spread-ticker {
    from {
      transform: translateX(var(--ddi-spread-from, 100%));
    }
    to {
      transform: translateX(var(--ddi-spread-to, -100%));
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .text {
      animation: none;
      padding: 6px 12px;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      vertical-align: top;
    }
  }
  .image {
    display: block;
    max-width: 100%;
    max-height: 80px;
    margin: 0 auto;
  }
  .close {
    flex: none;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .close:focus-visible {
    outline: 2px solid #fff;
  }
  svg {
    width: 16px;
    height: 16px;
    fill: currentColor;
  }
`;
