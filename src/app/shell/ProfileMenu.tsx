import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import { initials } from '../../../domain/format';

const MENU_ID = 'profile-menu';

/** The profile menu of §2: My Profile, Change Password, Logout. */
export function ProfileMenu({ name, onSignOut }: { name: string; onSignOut: () => void }) {
  const menu = useRef<Menu>(null);
  const [, navigate] = useLocation();
  const items: MenuItem[] = [
    { label: 'My Profile', icon: 'pi pi-user', command: () => navigate('/profile') },
    { label: 'Change Password', icon: 'pi pi-key', command: () => navigate('/change-password') },
    { separator: true },
    { label: 'Logout', icon: 'pi pi-sign-out', command: onSignOut },
  ];
  return (
    <>
      <button
        type="button"
        className="profile-button"
        aria-label={`Profile menu for ${name}`}
        aria-haspopup="menu"
        aria-controls={MENU_ID}
        onClick={(event) => menu.current?.toggle(event)}
      >
        <span className="profile-button__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="profile-button__name">{name}</span>
        <i className="pi pi-angle-down" aria-hidden="true" />
      </button>
      <Menu model={items} popup ref={menu} id={MENU_ID} popupAlignment="right" />
    </>
  );
}
