import { visibleSidebar, type AccessSubject, type RoutePath, type VisibleSidebarGroup } from '../../../domain/access';

/**
 * What the shell's sidebar draws for a subject: §6's table cut to the screens
 * that exist. One function, so the README's demo-account table
 * (scripts/demo-accounts.ts) shows what a signed-in user really sees.
 */
export function sidebarGroups(subject: AccessSubject, implemented: ReadonlySet<RoutePath>): VisibleSidebarGroup[] {
  return visibleSidebar(subject, { implemented });
}
