import { Button } from 'primereact/button';

interface Props {
  question: string;
  isSaving: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The confirm step of the wizard's 'New Tag' and 'New Category' dialogs (§5). */
export function ConfirmStep({ question, isSaving, onBack, onConfirm }: Props) {
  return (
    <div>
      <p>{question}</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Back" outlined onClick={onBack} disabled={isSaving} />
        <Button type="button" label="Yes, Add" onClick={onConfirm} loading={isSaving} autoFocus />
      </div>
    </div>
  );
}
