import type { zodResolver } from '@hookform/resolvers/zod';
import { ReasonDialog } from './ReasonDialog';

/** A rejection: the decision and the reason the rejected party is told. */
export interface RejectBody {
  approvalStatus: 'REJECTED';
  reason?: string;
}

interface Props {
  header: string;
  /** The input's id (the approval screens each have their own). */
  inputId: string;
  reasonMax: number;
  /** The domain's decision body (its rule: a rejection needs a reason). */
  schema: Parameters<typeof zodResolver>[0];
  isSaving: boolean;
  onHide: () => void;
  /** Sends the rejection; a refusal comes back to be shown at the reason. */
  onDecide: (body: RejectBody) => Promise<unknown>;
}

/** 'Reject {name}': the reason is required and is what the rejected party is told (people and offices alike). */
export function RejectReasonDialog({ onDecide, ...props }: Props) {
  return <ReasonDialog<RejectBody> {...props} defaultValues={{ approvalStatus: 'REJECTED', reason: '' }} keepLabel="Cancel" submitLabel="Reject" onSubmit={onDecide} />;
}
