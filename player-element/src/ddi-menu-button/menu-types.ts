import type { PlayerRequestDetails, PlayerRequestName } from '../core/events.js';

/** A request event a menu item sends when chosen. */
export type MenuRequest = { [K in PlayerRequestName]: { name: K; detail: PlayerRequestDetails[K] } }[PlayerRequestName];

export interface MenuItem {
  label: string;
  checked: boolean;
  /** `radio` (default): one of the group; `checkbox`: an on/off setting. */
  kind?: 'radio' | 'checkbox';
  request: MenuRequest;
}

export interface MenuGroup {
  label: string;
  items: MenuItem[];
}
