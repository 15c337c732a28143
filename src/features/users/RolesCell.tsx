import { Tooltip } from 'primereact/tooltip';
import { useId } from 'react';
import { mainRole, ROLE_LABELS, type Role } from '../../../domain/roles';

/**
 * §6: the displayed role is the highest; the others are in a '+N' badge whose
 * tooltip lists them (on hover and on focus, and as its accessible name).
 */
export function RolesCell({ roles }: { roles: readonly Role[] }) {
  const badgeId = `roles-${useId().replace(/:/g, '')}`;
  const { main, others } = mainRole(roles);
  if (!main) return <span>-</span>;
  const othersText = others.map((r) => ROLE_LABELS[r]).join(', ');
  return (
    <span className="roles-cell" style={{ display: 'inline-flex', gap: '0.4rem', alignItems: 'center' }}>
      <span>{ROLE_LABELS[main]}</span>
      {others.length > 0 && (
        <>
          <Tooltip target={`#${badgeId}`} position="top" event="both" />
          <span
            id={badgeId}
            role="note"
            tabIndex={0}
            className="p-tag p-tag-rounded p-tag-info"
            aria-label={`${others.length} more: ${othersText}`}
            data-pr-tooltip={othersText}
          >
            +{others.length}
          </span>
        </>
      )}
    </span>
  );
}
