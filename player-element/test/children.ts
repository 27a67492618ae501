// Shared set-up of the <source> / <track> children tests (ddi-player.children*.test.ts, issue 28 item 5).
import { fixture, type html } from '@open-wc/testing';
import type { DdiPlayer } from '../src/ddi-player/ddi-player.js';
import { deep, loaded, media, record, settle, until } from './helpers.js';

/** The lesson's subtitle files. */
export const vtt = { en: '/media/lesson/subtitles/lesson.en.vtt', zh: '/media/lesson/subtitles/lesson.zh.vtt' };

/** A player from `template`, rendered (its children in place). */
export async function mounted(template: ReturnType<typeof html>): Promise<DdiPlayer> {
  const player = await fixture<DdiPlayer>(template);
  await settle(player);
  return player;
}

/** The caption menu's items (opened) of the control bar's subtitle selector. */
export async function captionMenuItems(player: DdiPlayer): Promise<HTMLElement[]> {
  await until(() => deep(player, 'ddi-menu-button[data-control="subtitles"]') !== null, 'the subtitle selector');
  const menu = deep<HTMLElement & { show(): Promise<void> }>(player, 'ddi-menu-button[data-control="subtitles"]')!;
  await menu.show();
  return [...menu.shadowRoot!.querySelectorAll<HTMLElement>('[part="menu-item"]')];
}

/**
 * Waits until `player` loaded the mp4 `<source>` (after the ones before it failed) and plays it; returns the
 * `ddi-error` events fired meanwhile.
 */
export async function playsMp4Source(player: DdiPlayer): Promise<{ name: string; detail: unknown }[]> {
  const events = record(player, ['ddi-error']);
  await until(() => player.currentSrc !== '' && new URL(player.currentSrc).pathname === media.mp4, 'the second <source> loaded');
  await loaded(player);
  await player.play();
  await until(() => player.currentTime > 0.2, 'playback of the second <source>');
  return events;
}
