import { REMOTE_FLAGS, visibleSidebar, type AccessSubject, type RemoteFlag, type RoutePath, type VisibleSidebarGroup } from '../../../domain/access';

/** Flags not known yet (or not readable): no entry is marked, rather than every flagged one. */
const UNKNOWN_FLAGS: ReadonlySet<RemoteFlag> = new Set(REMOTE_FLAGS);

/**
 * What the shell's sidebar draws for a subject: §6's table cut to the screens
 * that exist, an entry whose remote flag is off marked with the yellow dot.
 * One function, so the README's demo-account table (scripts/demo-accounts.ts)
 * shows what a signed-in user really sees.
 */
export function sidebarGroups(
  subject: AccessSubject,
  implemented: ReadonlySet<RoutePath>,
  enabledFlags: ReadonlySet<RemoteFlag> = UNKNOWN_FLAGS,
): VisibleSidebarGroup[] {
  return visibleSidebar(subject, { implemented, enabledFlags });
}
