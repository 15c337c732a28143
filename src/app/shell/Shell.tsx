import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { RoutePath } from '../../../domain/access';
import { MESSAGES } from '../../../domain/messages';
import { accessSubject } from '../../../domain/session';
import { useEnabledFlags } from '../../api/app-configs/get-feature-flags';
import { useAppSession, useCurrentSession } from '../session-context';
import { NARROW_QUERY, useMediaQuery } from '../use-media-query';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import { sidebarGroups } from './sidebar-groups';
import { TopBar } from './TopBar';

interface ShellProps {
  /** Paths whose screen exists: the sidebar links only those. */
  implemented: ReadonlySet<RoutePath>;
  children: ReactNode;
}

/** The frame of every protected screen: sidebar, top bar, content, footer. */
export default function Shell({ implemented, children }: ShellProps) {
  const session = useCurrentSession();
  const { signOut } = useAppSession();
  const [location] = useLocation();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  // The user's toggle holds until the window crosses the breakpoint; then the breakpoint decides again.
  const [choice, setChoice] = useState<{ isNarrow: boolean; isCollapsed: boolean } | null>(null);
  const isCollapsed = choice && choice.isNarrow === isNarrow ? choice.isCollapsed : isNarrow;
  const enabledFlags = useEnabledFlags();
  const groups = useMemo(() => sidebarGroups(accessSubject(session), implemented, enabledFlags), [session, implemented, enabledFlags]);

  return (
    <div className={isCollapsed ? 'app-layout is-collapsed' : 'app-layout'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar
        groups={groups}
        isCollapsed={isCollapsed}
        currentPath={location}
        onExpand={() => setChoice({ isNarrow, isCollapsed: false })}
      />
      <div className="app-body">
        <TopBar
          session={session}
          isSidebarCollapsed={isCollapsed}
          onToggleSidebar={() => setChoice({ isNarrow, isCollapsed: !isCollapsed })}
          onSignOut={() => void signOut()}
        />
        <main id="main" className="app-main" tabIndex={-1}>
          {isNarrow && <p className="landscape-note">{MESSAGES.landscapeNote}</p>}
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
