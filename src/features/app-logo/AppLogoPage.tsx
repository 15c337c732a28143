import { Button } from 'primereact/button';
import { useState } from 'react';
import { APP_LOGO_MESSAGES } from '../../../domain/entities/app-config';
import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { useAppLogo } from '../../api/app-configs/get-app-logo';
import { useUpdateAppConfig } from '../../api/app-configs/update-app-config';
import { uploadFile } from '../../api/files/upload-file';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { serverFieldErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';

/** The logo goes up when picked (jpg/png, compressed to §9's general 2 MB); it becomes the logo on Save. */
const uploadLogo: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
  return { key: file.fileKey, url: file.url };
};

/**
 * /config-app-logo (admin-HQ-plus, issue 19): upload the network's logo, see
 * it as the top bar will show it, save it (every user's shell shows it), or
 * remove it (the shell shows the product's name again).
 */
export default function AppLogoPage() {
  const logo = useAppLogo();
  const update = useUpdateAppConfig();
  // undefined: as saved; a URL: a new upload not saved yet; null: removal not saved yet.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  if (logo.isPending) return <QueryPending label="Loading the logo" />;
  if (logo.isError) return <QueryError error={logo.error} onRetry={() => void logo.refetch()} />;
  const shown = chosen === undefined ? (logo.data?.url ?? null) : chosen;
  const save = (url: string | null) =>
    update
      .mutateAsync({ key: 'app_logo', value: url ? { url } : null })
      .then(() => {
        setChosen(undefined);
        setError(undefined);
        showToast({ severity: 'success', summary: APP_LOGO_MESSAGES.saved });
      })
      .catch((failure: unknown) => setError(serverFieldErrors(failure)['value.url'] ?? (failure instanceof Error ? failure.message : String(failure))));
  return (
    <div className="page">
      <h1 className="page-title">App Logo</h1>
      <section className="card" aria-labelledby="app-logo-preview">
        <h2 id="app-logo-preview" className="card-title">
          Preview
        </h2>
        <div className="app-logo-preview" role="img" aria-label={shown ? 'The top bar with the logo' : 'The top bar with the product name'}>
          {shown ? <img src={shown} alt="" className="app-topbar__logo" /> : <span className="app-topbar__brand">Franchise Back Office</span>}
        </div>
      </section>
      <section className="card">
        <UploadBox
          id="app-logo"
          label="Logo"
          maxMb={UPLOAD_MAX_MB.general}
          images={shown ? [{ key: 'app-logo', url: shown }] : []}
          upload={uploadLogo}
          onUploaded={(image) => {
            setChosen(image.url);
            setError(undefined);
          }}
          onRemove={() => setChosen(null)}
          error={error}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', marginTop: '1rem' }}>
          {chosen !== undefined && <Button type="button" label="Discard" outlined onClick={() => setChosen(undefined)} />}
          <Button type="button" label="Save" disabled={chosen === undefined} loading={update.isPending} onClick={() => void save(chosen ?? null)} />
        </div>
      </section>
    </div>
  );
}
