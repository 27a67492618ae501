/**
 * The header's user menu (spec §2): the user name, and 'Switch company' (only with a company list), 'Set a password'
 * (only for a learner who has none yet), 'My notes' (ours, → /notes, decision 0094), 'My certificates' (ours,
 * → /certificates, decision 0095), 'Appearance' (ours, light or dark, decision 0098), 'Data policy' (→ /datahandle)
 * and 'Log out'. The button shows an avatar with the user's initials before the
 * name; on phones only the avatar (header.css: the name is then visually hidden, still the button's name),
 * the name written in full at the top of the open menu.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { MenuButton } from '../../shared/components/menu-button';
import { onDemand, useOnDemand } from '../../shared/components/on-demand';
import { useToast } from '../../shared/components/toast';
import type { MenuItem } from '../../shared/components/menu-button';
import { useClickGuard } from '../../shared/hooks/use-click-guard';
import { CERTIFICATES_PATH, COMPANY_LIST_PATH, DATA_HANDLE_PATH, NOTEBOOK_PATH, SET_PASSWORD_PATH } from '../../shared/routing/paths';
import { initialsOf } from '../../shared/display/initials';
import { displayNameOf, userInfoAtom } from '../../shared/session/user-info';
import { useLogout } from './use-logout';

/** The Appearance dialog (and react-aria's radio group in it), fetched when the learner first opens it. */
const appearanceDialogModule = onDemand(() => import('./appearance-dialog'));

export function UserMenu() {
  const { t } = useTranslation();
  const userInfo = useAtomValue(userInfoAtom);
  const [, navigate] = useLocation();
  const logout = useLogout();
  const [appearanceOpen, setAppearanceOpen] = useState(false);
  const appearance = useOnDemand(appearanceDialogModule, false);
  const toast = useToast();
  const onLogout = useClickGuard(() => {
    void logout();
  });
  if (userInfo === null) return null;

  const items: MenuItem[] = [];
  if (userInfo.companyList !== undefined && userInfo.companyList.length > 0) {
    items.push({
      id: 'switch-company',
      label: t('header.switchCompany'),
      onSelect: () => {
        navigate(COMPANY_LIST_PATH);
      },
    });
  }
  // A first password while the learner has none, else a change of theirs (decision 0102): the same page.
  items.push({
    id: userInfo.hasPassword === false ? 'set-password' : 'change-password',
    label: userInfo.hasPassword === false ? t('header.setPassword') : t('header.changePassword'),
    onSelect: () => {
      navigate(SET_PASSWORD_PATH);
    },
  });
  items.push(
    {
      id: 'my-notes',
      label: t('header.myNotes'),
      onSelect: () => {
        navigate(NOTEBOOK_PATH);
      },
    },
    {
      id: 'my-certificates',
      label: t('header.myCertificates'),
      onSelect: () => {
        navigate(CERTIFICATES_PATH);
      },
    },
    {
      id: 'appearance',
      label: t('header.appearance'),
      onSelect: () => {
        appearanceDialogModule.load().then(
          () => {
            setAppearanceOpen(true);
          },
          () => {
            toast(t('api.network'), { tone: 'error' });
          },
        );
      },
    },
    {
      id: 'data-policy',
      label: t('header.dataPolicy'),
      onSelect: () => {
        navigate(DATA_HANDLE_PATH);
      },
    },
    { id: 'log-out', label: t('header.logOut'), onSelect: onLogout },
  );

  const name = displayNameOf(userInfo);
  return (
    <>
      <MenuButton
        className="header__user"
        label={name}
        menuLabel={t('header.userMenu')}
        heading={name}
        icon={
          <span className="avatar" aria-hidden="true">
            {initialsOf(name)}
          </span>
        }
        items={items}
      />
      {appearance && (
        <appearance.AppearanceDialog
          open={appearanceOpen}
          onClose={() => {
            setAppearanceOpen(false);
          }}
        />
      )}
    </>
  );
}
