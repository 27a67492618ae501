/**
 * What a menu button shows, the same in the stand-in (menu-button.tsx) and in react-aria's button
 * (aria-menu-button.tsx), so that nothing moves when one replaces the other: the wrapper's classes, the
 * button's name when its content is shorter, and its content.
 */
import type { MenuButtonProps } from './menu-button';

/** The wrapper's classes. */
export const menuClassName = (className: string | undefined) => (className ? `menu ${className}` : 'menu');

/** The button's `aria-label`: the label, only when the visible content is something shorter. */
export const menuButtonName = ({ label, children }: Pick<MenuButtonProps, 'label' | 'children'>) => (children === undefined ? undefined : label);

/** The button's content: the icon, then the visible text. */
export function MenuButtonFace({ label, children, icon }: Pick<MenuButtonProps, 'label' | 'children' | 'icon'>) {
  return (
    <>
      {icon}
      <span className="menu__label">{children ?? label}</span>
    </>
  );
}
