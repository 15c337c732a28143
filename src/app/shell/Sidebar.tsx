import { useState } from 'react';
import { Link } from 'wouter';
import type { VisibleSidebarEntry, VisibleSidebarGroup } from '../../../domain/access';

export const SIDEBAR_ID = 'app-sidebar';

interface SidebarProps {
  groups: VisibleSidebarGroup[];
  isCollapsed: boolean;
  currentPath: string;
  /** A group clicked while collapsed opens the sidebar first. */
  onExpand: () => void;
}

const isActive = (entry: VisibleSidebarEntry, currentPath: string) =>
  currentPath === entry.path || currentPath.startsWith(`${entry.path}/`);

function FlagDot() {
  return (
    <span className="flag-dot" title="Hidden by a remote feature flag">
      <span className="sr-only">(hidden by a feature flag)</span>
    </span>
  );
}

function EntryLink({ entry, icon, currentPath, isCollapsed }: { entry: VisibleSidebarEntry; icon?: string; currentPath: string; isCollapsed: boolean }) {
  const active = isActive(entry, currentPath);
  return (
    <Link
      href={entry.path}
      className={active ? 'sidebar-link is-active' : 'sidebar-link'}
      aria-current={active ? 'page' : undefined}
      title={isCollapsed ? entry.label : undefined}
    >
      {icon && <i className={`${icon} sidebar-icon`} aria-hidden="true" />}
      <span className={isCollapsed && icon ? 'sr-only' : 'sidebar-label'}>{entry.label}</span>
      {entry.isFlagHidden && <FlagDot />}
    </Link>
  );
}

function GroupItem({ group, isOpen, onToggle, currentPath, isCollapsed }: {
  group: VisibleSidebarGroup;
  isOpen: boolean;
  onToggle: () => void;
  currentPath: string;
  isCollapsed: boolean;
}) {
  const listId = `${SIDEBAR_ID}-${group.key}`;
  const isExpanded = isOpen && !isCollapsed;
  const hasActive = group.entries.some((e) => isActive(e, currentPath));
  return (
    <li>
      <button
        type="button"
        className={hasActive ? 'sidebar-group is-active' : 'sidebar-group'}
        aria-expanded={isExpanded}
        aria-controls={listId}
        title={isCollapsed ? group.label : undefined}
        onClick={onToggle}
      >
        <i className={`${group.icon} sidebar-icon`} aria-hidden="true" />
        <span className={isCollapsed ? 'sr-only' : 'sidebar-label'}>{group.label}</span>
        {!isCollapsed && <i className={isExpanded ? 'pi pi-chevron-up sidebar-chevron' : 'pi pi-chevron-down sidebar-chevron'} aria-hidden="true" />}
      </button>
      <ul id={listId} className="sidebar-sublist" hidden={!isExpanded}>
        {group.entries.map((entry) => (
          <li key={entry.key}>
            <EntryLink entry={entry} currentPath={currentPath} isCollapsed={false} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The sidebar of §2/§6: what visibleSidebar() gives, nothing more. A group
 * with one child shows as that child; collapsed, only icons remain.
 */
export function Sidebar({ groups, isCollapsed, currentPath, onExpand }: SidebarProps) {
  // A group's own toggle wins; otherwise the group of the current page is open.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (g: VisibleSidebarGroup) => toggled[g.key] ?? g.entries.some((e) => isActive(e, currentPath));
  const toggle = (g: VisibleSidebarGroup) => {
    if (isCollapsed) {
      onExpand();
      setToggled((t) => ({ ...t, [g.key]: true }));
      return;
    }
    setToggled((t) => ({ ...t, [g.key]: !isOpen(g) }));
  };

  return (
    <nav id={SIDEBAR_ID} aria-label="Main" className={isCollapsed ? 'app-sidebar is-collapsed' : 'app-sidebar'}>
      <ul className="sidebar-list">
        {groups.map((group) => {
          const [only] = group.entries;
          if (group.isCollapsed && only) {
            return (
              <li key={group.key}>
                <EntryLink entry={only} icon={group.icon} currentPath={currentPath} isCollapsed={isCollapsed} />
              </li>
            );
          }
          return (
            <GroupItem
              key={group.key}
              group={group}
              isOpen={isOpen(group)}
              onToggle={() => toggle(group)}
              currentPath={currentPath}
              isCollapsed={isCollapsed}
            />
          );
        })}
      </ul>
    </nav>
  );
}
