/** The store's `rem` (spec §3): the spec's root font size in px, see `root-font-size.ts`. */
import { atom } from 'jotai';
import { ROOT_FONT_BASE_PX } from './root-font-size';

export const remAtom = atom(ROOT_FONT_BASE_PX);
