import { Button } from 'primereact/button';
import { useAppLogo } from '../../api/app-configs/get-app-logo';
import type { Session } from '../../../domain/session';
import { NotificationCenter } from '../../features/notifications/NotificationCenter';
import { ProfileMenu } from './ProfileMenu';
import { RoleBadge } from '../../ui/RoleBadge';
import { SIDEBAR_ID } from './Sidebar';

const PRODUCT_NAME = 'Franchise Back Office';

interface TopBarProps {
  session: Session;
  isSidebarCollapsed: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
}

/** The top bar of §1: sidebar toggle, main role and '+N', notification bell, profile menu. */
export function TopBar({ session, isSidebarCollapsed, onToggleSidebar, onSignOut }: TopBarProps) {
  // The network's logo when an admin set one (/config-app-logo), else the product's name.
  const logo = useAppLogo().data;
  return (
    <header className="app-topbar">
      <Button
        type="button"
        icon="pi pi-bars"
        text
        rounded
        severity="secondary"
        aria-label={isSidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-controls={SIDEBAR_ID}
        aria-expanded={!isSidebarCollapsed}
        onClick={onToggleSidebar}
      />
      <span className="app-topbar__brand">{logo ? <img src={logo.url} alt={PRODUCT_NAME} className="app-topbar__logo" /> : PRODUCT_NAME}</span>
      <div className="app-topbar__end">
        <RoleBadge roles={session.roles} />
        <NotificationCenter userId={session.user.userId} />
        <ProfileMenu name={session.nickName} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
