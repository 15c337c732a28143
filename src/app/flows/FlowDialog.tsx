import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';

export interface FlowDialogProps {
  header: string;
  visible: boolean;
  onHide: () => void;
  width: string;
  /** The one button in the footer; it has the focus. */
  action: { label: string; onClick: () => void };
  children: ReactNode;
}

/** The modal of an app-wide flow (session expired, new version, idle): no close icon, one action. */
export function FlowDialog({ header, visible, onHide, width, action, children }: FlowDialogProps) {
  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onHide}
      closable={false}
      modal
      style={{ width }}
      footer={<Button label={action.label} onClick={action.onClick} autoFocus />}
    >
      {children}
    </Dialog>
  );
}
