import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

export interface WatermarkConfirmProps {
  /** 'Watermarked?' or 'Not watermarked?' (§8); null hides the dialog. */
  question: string | null;
  /** What the answer applies to: one photo, or the unflagged ones. */
  subject: string;
  onAccept: () => void;
  onReject: () => void;
}

/** The confirmation every watermark move asks first. */
export function WatermarkConfirm({ question, subject, onAccept, onReject }: WatermarkConfirmProps) {
  return (
    <Dialog
      header={question}
      visible={question !== null}
      onHide={onReject}
      modal
      style={{ width: '360px' }}
      footer={
        <>
          <Button type="button" label="No" outlined onClick={onReject} />
          <Button type="button" label="Yes" onClick={onAccept} autoFocus />
        </>
      }
    >
      <p>{subject}</p>
    </Dialog>
  );
}
