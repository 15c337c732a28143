import type { Role } from '../../../domain/roles';
import { RoleBadge } from '../../ui/RoleBadge';

/** §6: the displayed role is the highest; the others are in the '+N' badge, named on hover and on focus (the top bar's badge). */
export function RolesCell({ roles }: { roles: readonly Role[] }) {
  if (!roles.length) return <span>-</span>;
  return <RoleBadge roles={roles} />;
}
