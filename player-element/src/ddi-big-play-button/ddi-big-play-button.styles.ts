import { css } from 'lit';

export const styles = css`
  /* Centred in the space above its bottom (the player: the bar's height while it shows); at most 60 % of its height. */
  :host {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    container-type: size;
    pointer-events: none;
  }
  .button {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    width: min(var(--ddi-big-play-size, 64px), 60cqh);
    height: min(var(--ddi-big-play-size, 64px), 60cqh);
    pointer-events: auto;
    border-radius: 50%;
    background: var(--ddi-big-play-background, rgb(0 0 0 / 0.55));
    color: var(--ddi-big-play-color, var(--ddi-control-color, #fff));
    box-shadow: 0 0 0 2px var(--ddi-theme-color, #5867fe);
    cursor: pointer;
    transition: transform var(--ddi-fade-duration, 0.3s);
  }
  .button:hover {
    transform: scale(1.08);
    background: var(--ddi-theme-color, #5867fe);
  }
  svg {
    width: 60%;
    height: 60%;
    fill: currentColor;
  }
`;
