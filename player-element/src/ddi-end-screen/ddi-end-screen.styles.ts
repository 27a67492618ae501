import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 7;
    pointer-events: none;
  }
  .screen {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 10px;
    padding: 12px;
    box-sizing: border-box;
    overflow: auto;
    background: rgb(0 0 0 / 0.82) center / cover no-repeat;
    background-blend-mode: darken;
    color: #fff;
    font-size: 13px;
    pointer-events: auto;
  }
  button,
  a {
    color: inherit;
    font: inherit;
  }
  button {
    border: 0;
    cursor: pointer;
  }
  button:focus-visible,
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  .replay {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 8px 16px;
    border-radius: 18px;
    background: rgb(255 255 255 / 0.18);
    font-size: 15px;
  }
  .cover-only .replay {
    padding: 14px 24px;
    font-size: 17px;
  }
  svg.icon {
    width: 20px;
    height: 20px;
    fill: currentColor;
  }
  .share {
    display: flex;
    align-items: center;
    gap: 12px;
    flex-wrap: wrap;
    justify-content: center;
  }
  .qr {
    width: 76px;
    height: 76px;
    padding: 4px;
    background: #fff;
    shape-rendering: crispEdges;
  }
  .links {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  .links a,
  .copy {
    padding: 4px 10px;
    border-radius: 12px;
    background: rgb(255 255 255 / 0.14);
    text-decoration: none;
  }
  .copied {
    min-height: 1.2em;
    margin: 0;
  }
  .list {
    display: flex;
    align-items: center;
    gap: 6px;
    width: 100%;
    max-width: 640px;
  }
  .list ul {
    flex: 1;
    display: grid;
    grid-template-columns: repeat(var(--ddi-end-columns, 4), minmax(0, 1fr));
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 2px;
    width: 100%;
    padding: 0;
    background: none;
    text-align: left;
    text-decoration: none;
  }
  .card img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: #222;
  }
  .card .title {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  .card .duration {
    color: #ccc;
    font-size: 12px;
  }
  .arrow {
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: rgb(255 255 255 / 0.18);
    font-size: 16px;
    line-height: 1;
  }
  .page {
    margin: 0;
    color: #ddd;
    font-size: 12px;
  }
`;
