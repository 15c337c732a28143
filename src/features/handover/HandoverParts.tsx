import { useState } from 'react';
import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { HANDOVER_FILE_KIND_LABELS, HANDOVER_FILE_KINDS, HANDOVER_MESSAGES, type Handover, type HandoverFileKind } from '../../../domain/handover';
import { uploadFile } from '../../api/files/upload-file';
import { useAddHandoverFile, useRemoveHandoverFile, useUpdateHandover } from '../../api/handovers/handovers';
import { showToast } from '../../ui/toast';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';

export const toastFailure = (error: unknown) => showToast({ severity: 'error', summary: error instanceof Error ? error.message : String(error) });

/** The checklist: ticked by the handing agent while in progress (each tick saved at once), read-only otherwise. */
export function HandoverChecklist({ h, canChange }: { h: Handover; canChange: boolean }) {
  const update = useUpdateHandover(h.handoverId);
  // A tick shows at once, as the user clicked it, while it is saved; the saved handover then takes over, an error puts it back.
  const [ticks, setTicks] = useState<Record<number, boolean>>({});
  const items = (h.items ?? []).map((i) => ({ ...i, checked: ticks[i.position] ?? i.checked }));
  const toggle = (position: number) => {
    const next = items.map((i) => ({ label: i.label, checked: i.position === position ? !i.checked : i.checked, note: i.note }));
    setTicks((t) => ({ ...t, [position]: !items.find((i) => i.position === position)!.checked }));
    const forget = () =>
      setTicks((t) => {
        const { [position]: _done, ...rest } = t;
        return rest;
      });
    void update.mutateAsync({ items: next }).then(forget, (error: unknown) => {
      forget();
      toastFailure(error);
    });
  };
  return (
    <section className="card" aria-labelledby="handover-checklist-title" style={{ marginTop: '1rem' }}>
      <h2 id="handover-checklist-title" className="card-title">
        Checklist ({h.checkedCount}/{h.itemCount})
      </h2>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
        {items.map((item) => (
          <li key={item.position} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            {canChange ? (
              <input id={`handover-item-${item.position}`} type="checkbox" checked={item.checked} onChange={() => toggle(item.position)} />
            ) : (
              <i className={item.checked ? 'pi pi-check-circle' : 'pi pi-circle'} style={{ color: item.checked ? '#15803D' : '#6B7280' }} aria-hidden="true" />
            )}
            <label htmlFor={canChange ? `handover-item-${item.position}` : undefined}>
              {item.label}
              {!canChange && <span className="sr-only">{item.checked ? ' (done)' : ' (not done)'}</span>}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Documents and signatures: uploaded and attached by the handing agent while in progress, shown to everyone who may read the handover. */
export function HandoverFiles({ h, canChange }: { h: Handover; canChange: boolean }) {
  const add = useAddHandoverFile(h.handoverId);
  const remove = useRemoveHandoverFile(h.handoverId);
  const files = h.files ?? [];
  const uploadAs =
    (kind: HandoverFileKind): UploadImage =>
    async ({ blob, fileName, contentType }, options) => {
      const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
      const saved = await add.mutateAsync({ fileKey: file.fileKey, kind });
      const attached = saved.files?.findLast((f) => f.fileKey === file.fileKey);
      return { key: attached?.handoverFileId ?? file.fileKey, url: file.url };
    };
  return (
    <section className="card" aria-labelledby="handover-files-title" style={{ marginTop: '1rem' }}>
      <h2 id="handover-files-title" className="card-title">
        Documents and Signatures
      </h2>
      {HANDOVER_FILE_KINDS.map((kind) => {
        const ofKind = files.filter((f) => f.kind === kind);
        const label = `${HANDOVER_FILE_KIND_LABELS[kind]}s`;
        if (canChange) {
          return (
            <UploadBox
              key={kind}
              id={`handover-${kind.toLowerCase()}`}
              label={label}
              maxMb={UPLOAD_MAX_MB.general}
              images={ofKind.map((f) => ({ key: f.handoverFileId, url: f.url }))}
              upload={uploadAs(kind)}
              onUploaded={() => undefined}
              onRemove={(index) => {
                const target = ofKind[index];
                if (target) void remove.mutateAsync(target.handoverFileId).then(() => showToast({ severity: 'success', summary: HANDOVER_MESSAGES.fileRemoved }), toastFailure);
              }}
            />
          );
        }
        return (
          <div key={kind} style={{ marginBottom: '0.75rem' }}>
            <h3 style={{ fontSize: '1rem', margin: '0.5rem 0' }}>{label}</h3>
            {ofKind.length === 0 ? (
              <p style={{ margin: 0 }}>None on file.</p>
            ) : (
              <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', listStyle: 'none', padding: 0, margin: 0 }}>
                {ofKind.map((f) => (
                  <li key={f.handoverFileId}>
                    <a href={f.url} target="_blank" rel="noreferrer">
                      <img src={f.url} alt={`${HANDOVER_FILE_KIND_LABELS[kind]}: ${f.fileName}`} style={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 4 }} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </section>
  );
}
