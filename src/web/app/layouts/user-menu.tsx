import type { Ref } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { NAV_TEXTS } from '../texts';

interface UserMenuProps {
  userName: string;
  onChangePassword: () => void;
  onLogout: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The staff account menu: the user's name, Change Password and Logout. */
export function UserMenu({ userName, onChangePassword, onLogout, ref }: UserMenuProps) {
  return (
    // Not modal: the Change Password dialog opens from it and must own focus and scrolling alone.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger ref={ref} className="btn btn--ghost user-menu__trigger">
        <span className="user-menu__avatar" aria-hidden="true">
          {initialOf(userName)}
        </span>
        <span className="user-menu__name">{userName}</span>
        <span className="visually-hidden">, {NAV_TEXTS.userMenu}</span>
        <span className="user-menu__caret" aria-hidden="true">
          ▾
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Item className="menu__item" onSelect={onChangePassword}>
            {NAV_TEXTS.changePassword}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item menu__item--danger" onSelect={onLogout}>
            {NAV_TEXTS.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
