import { svg, type SVGTemplateResult } from 'lit';

/** 24×24 icons of the control bar (paths drawn for this player). */
const paths = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  volume: 'M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z',
  muted:
    'M3 9v6h4l5 5V4L7 9H3zm13.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4z',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm9 4v-2l-2.1-.4a7 7 0 0 0-.8-1.9l1.2-1.8-1.4-1.4-1.8 1.2a7 7 0 0 0-1.9-.8L13 3h-2l-.4 2.1a7 7 0 0 0-1.9.8L6.9 4.7 5.5 6.1l1.2 1.8a7 7 0 0 0-.8 1.9L3 11v2l2.1.4c.2.7.4 1.3.8 1.9l-1.2 1.8 1.4 1.4 1.8-1.2c.6.4 1.2.6 1.9.8L11 21h2l.4-2.1c.7-.2 1.3-.4 1.9-.8l1.8 1.2 1.4-1.4-1.2-1.8c.4-.6.6-1.2.8-1.9z',
  fullscreen: 'M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z',
  exitFullscreen: 'M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z',
  pageFullscreen: 'M3 5h18v14H3zm2 2v10h14V7zm2 2h4v2H9v2H7zm10 6h-4v-2h2v-2h2z',
  pip: 'M3 5h18v14H3zm2 2v10h14V7zm6 4h7v5h-7z',
  screenshot: 'M9 4 7.2 6H4v13h16V6h-3.2L15 4zm3 4.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  danmu: 'M3 4h18v13H8l-5 4zm3 4v2h8V8zm0 4v2h11v-2zm10-4v2h2V8z',
  subtitles: 'M3 5h18v14H3zm2 2v10h14V7zm2 6h6v2H7zm8 0h2v2h-2zm-8-3h2v2H7zm4 0h6v2h-6z',
  close: 'M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z',
} as const;

export type IconName = keyof typeof paths;

export const icon = (name: IconName): SVGTemplateResult =>
  svg`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill-rule="evenodd" d=${paths[name]}></path></svg>`;
