import { useId, useState } from 'react';
import { mainRole, ROLE_LABELS, type Role } from '../../domain/roles';

/**
 * The main (highest) role, and a '+N' badge for the others (§1) that names
 * them on hover and on keyboard focus; Escape hides the list again.
 */
export function RoleBadge({ roles }: { roles: readonly Role[] }) {
  const { main, others } = mainRole(roles);
  const [isOpen, setOpen] = useState(false);
  const tooltipId = useId();
  if (!main) return null;
  return (
    <div className="role-badge">
      <span className="role-badge__main">{ROLE_LABELS[main]}</span>
      {others.length > 0 && (
        <span className="role-badge__more-wrap" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
          <span
            className="role-badge__more"
            tabIndex={0}
            aria-describedby={tooltipId}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          >
            +{others.length}
          </span>
          <span role="tooltip" id={tooltipId} className="role-badge__tooltip" hidden={!isOpen}>
            {others.map((r) => ROLE_LABELS[r]).join(', ')}
          </span>
        </span>
      )}
    </div>
  );
}
