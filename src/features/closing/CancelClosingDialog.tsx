import { cancelClosingBody, type CancelClosingBody } from '../../../domain/closing';
import { ReasonDialog } from '../../ui/ReasonDialog';

/** 'Cancel Closing': a reason is required; the listing goes back on the market and the agents are told. */
export function CancelClosingDialog({ code, isSaving, onHide, onCancel }: { code: string; isSaving: boolean; onHide: () => void; onCancel: (body: CancelClosingBody) => Promise<unknown> }) {
  return (
    <ReasonDialog<CancelClosingBody>
      header={`Cancel Closing ${code}`}
      intro="The listing returns to its status before the closing, its invoices are cancelled, and its agents get a cancel report."
      inputId="cancel-closing-reason"
      reasonMax={500}
      schema={cancelClosingBody}
      defaultValues={{ reason: '' }}
      keepLabel="Keep Closing"
      submitLabel="Cancel Closing"
      isSaving={isSaving}
      onHide={onHide}
      onSubmit={onCancel}
    />
  );
}
