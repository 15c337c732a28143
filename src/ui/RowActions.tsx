import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { useId, useRef } from 'react';
import { useFoldedActions } from './use-folded-actions';

export interface RowAction {
  /** What the button says; its count goes in `badge`. */
  label: string;
  /** The button's accessible name, and the menu item's text when folded ('Copy Link (3)'); the label when not given. */
  name?: string;
  icon: string;
  badge?: string;
  isPrimary?: boolean;
  isDisabled?: boolean;
  isLoading?: boolean;
  onClick: () => void;
}

/**
 * A row's actions as buttons on one line; when the table does not fit its
 * box, a row with more than one action shows one '⋯' button instead, whose
 * menu holds them (same names, same order, the disabled ones disabled).
 */
export function RowActions({ name, actions }: { /** The folded button's name: 'Actions for LST-100038'. */ name: string; actions: readonly RowAction[] }) {
  const [cell, isTableFolded] = useFoldedActions(actions.length);
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const isFolded = isTableFolded && actions.length > 1;

  if (!isFolded) {
    return (
      <div ref={cell} className="row-actions">
        {actions.map((a) => (
          <Button
            key={a.label}
            type="button"
            size="small"
            outlined={!a.isPrimary}
            icon={a.icon}
            label={a.label}
            badge={a.badge}
            aria-label={a.name ?? a.label}
            disabled={a.isDisabled}
            loading={a.isLoading}
            onClick={a.onClick}
          />
        ))}
      </div>
    );
  }
  const items = actions.map((a) => ({ label: a.name ?? a.label, icon: a.icon, disabled: a.isDisabled, command: a.onClick }));
  return (
    <div ref={cell} className="row-actions">
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-ellipsis-h"
        aria-label={name}
        aria-haspopup="menu"
        aria-controls={menuId}
        disabled={actions.every((a) => a.isDisabled)}
        loading={actions.some((a) => a.isLoading)}
        onClick={(event) => menu.current?.toggle(event)}
      />
      <Menu ref={menu} id={menuId} popup model={items} className="row-actions-menu" />
    </div>
  );
}
