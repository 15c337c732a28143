import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { PDF_LANGUAGES, type PdfLanguage } from '../../../domain/entities/listing-masking';
import { RadioGroupField } from '../../ui/RadioGroupField';
import type { MaskingActor } from './use-masking-flow';

export const PDF_LANGUAGE_LABELS: Record<PdfLanguage, string> = { id: 'Bahasa Indonesia', en: 'English' };

const LANGUAGE_CHOICES = PDF_LANGUAGES.map((lang) => ({ value: lang, label: PDF_LANGUAGE_LABELS[lang] }));

/**
 * The PDF share of §2: choose id or en, then download. Open while the machine
 * prepares or shares a PDF; a download asked before the listing's orientation
 * has loaded is answered by the machine ('Please wait until loading finished').
 */
export function PdfDialog({ actor }: { actor: MaskingActor }) {
  const isPreparing = useSelector(actor, (s) => s.matches('preparingPdf'));
  const isSharing = useSelector(actor, (s) => s.matches('sharingPdf'));
  const isLoading = useSelector(actor, (s) => s.matches({ preparingPdf: 'loadingListing' }));
  const language = useSelector(actor, (s) => s.context.language);
  const listing = useSelector(actor, (s) => s.context.sharing);
  const cancel = () => actor.send({ type: 'masking.pdfCancelled' });

  const footer = (
    <>
      <Button type="button" label="Cancel" outlined onClick={cancel} disabled={isSharing} />
      <Button
        type="button"
        label="Download"
        icon={isLoading ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
        loading={isSharing}
        onClick={() => actor.send({ type: 'masking.pdfDownloadRequested' })}
      />
    </>
  );
  return (
    <Dialog
      header="Download PDF"
      visible={isPreparing || isSharing}
      onHide={cancel}
      closable={!isSharing}
      modal
      style={{ width: '28rem' }}
      footer={footer}
    >
      {listing && (
        <p>
          {listing.listingCode} — {listing.title}
        </p>
      )}
      <RadioGroupField
        id="pdf-language"
        legend="Language"
        name="pdf-language"
        value={language}
        choices={LANGUAGE_CHOICES}
        disabled={isSharing}
        onChange={(lang) => actor.send({ type: 'masking.languageChosen', language: lang })}
      />
    </Dialog>
  );
}
