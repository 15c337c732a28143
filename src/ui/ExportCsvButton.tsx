import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../domain/errors';
import { exportListCsv, type ListRequest } from '../api/lists/export-list-csv';
import { formatBytes, saveFile } from './save-file';
import { showToast } from './toast';

/** Progress is drawn at most this often: a fast stream would otherwise re-render per chunk. */
const PROGRESS_EVERY_MS = 100;

/**
 * 'Export CSV': the list the screen shows (same filters, search, sort), every
 * row, downloaded with the bytes received shown on the button, then saved under
 * the server's file name. A failure is a toast; the button stays usable.
 */
export function ExportCsvButton({ request, label = 'Export CSV' }: { request: ListRequest; label?: string }) {
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    let shownAt = 0;
    setBytes(0);
    try {
      const file = await exportListCsv(request, {
        signal: controller.signal,
        onProgress: (received) => {
          const now = Date.now();
          if (now - shownAt < PROGRESS_EVERY_MS) return;
          shownAt = now;
          setBytes(received);
        },
      });
      saveFile(file.blob, file.fileName);
    } catch (error) {
      if (!controller.signal.aborted) showToast({ severity: 'error', summary: 'Export failed', detail: errorMessage(error) });
    } finally {
      if (!controller.signal.aborted) setBytes(null);
    }
  };

  const isRunning = bytes !== null;
  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-download"
        label={isRunning ? `Exporting… ${formatBytes(bytes)}` : label}
        loading={isRunning}
        disabled={isRunning}
        aria-busy={isRunning}
        onClick={() => void run()}
      />
      <span className="sr-only" role="status">
        {isRunning ? `Exporting, ${formatBytes(bytes)} received` : ''}
      </span>
    </>
  );
}
