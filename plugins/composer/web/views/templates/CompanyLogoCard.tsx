import { useState } from 'react';
import { Alert, Button, Callout, Card, H2 } from '@blueprintjs/core';
import { FileDropZone, NotificationBus, formatDateTime, useAnswer, useFileChoice, useService } from '@portolan/sdk';
import type { TemplatesApi } from './templatesApi';
import { useCompanyLogo } from './useCompanyLogo';

/** The logo limits the server enforces too: PNG or JPEG, at most 1 MiB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

export function logoProblem(file: File): string | undefined {
  if (!LOGO_TYPES.includes(file.type)) return `${file.name} is not a PNG or JPEG image`;
  if (file.size > LOGO_MAX_BYTES) return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MiB: the logo may be at most 1 MiB`;
  return undefined;
}

/** The company logo every template and page draws: its preview, upload (PNG/JPEG ≤ 1 MiB) and removal. */
export function CompanyLogoCard({ api, canEdit }: { api: TemplatesApi; canEdit: boolean }) {
  const notify = useService(NotificationBus);
  const [changes, setChanges] = useState(0);
  const info = useAnswer(() => api.logoInfo(), String(changes));
  const url = useCompanyLogo(api, changes);
  const choice = useFileChoice(logoProblem, 'Choose a PNG or JPEG image first');
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const logo = info.data?.record ?? null;

  const upload = async () => {
    const file = choice.ready();
    if (!file) return;
    setBusy(true);
    const answer = await api.uploadLogo(file);
    setBusy(false);
    notify.outcome(answer.ok, { success: 'Logo uploaded', failure: `Logo upload failed: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok) {
      choice.choose(undefined);
      setChanges((n) => n + 1);
    } else choice.setProblem(answer.errorMessage ?? 'Server Error');
  };
  const remove = async () => {
    setConfirm(false);
    const answer = await api.removeLogo();
    notify.outcome(answer.ok, { success: 'Logo removed', failure: `Could not remove the logo: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok) setChanges((n) => n + 1);
  };

  return (
    <Card compact role="region" aria-labelledby="tc-logo-title" style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 420 }}>
      <H2 id="tc-logo-title" style={{ fontSize: 15, margin: 0 }}>
        Company logo
      </H2>
      {info.error && (
        <Callout intent="danger" role="alert" title="Could not load the logo">
          {info.error}
        </Callout>
      )}
      {url ? <img className="tc-logo-preview" src={url} alt="Your company logo" /> : <p>{info.isFetching ? 'Loading the logo…' : 'No logo yet: documents print without one.'}</p>}
      {logo && (
        <p style={{ margin: 0 }}>
          {logo.contentType === 'image/png' ? 'PNG' : 'JPEG'}, {Math.ceil(logo.size / 1024)} KiB{logo.width && logo.height ? `, ${logo.width} × ${logo.height} px` : ''}; updated {formatDateTime(logo.updatedAt)}
          {logo.updatedByName ? ` by ${logo.updatedByName}` : ''}
        </p>
      )}
      {canEdit && (
        <>
          <FileDropZone file={choice.file} onChoose={choice.choose} prompt="Drop a PNG or JPEG (at most 1 MiB) here, or choose it:" placeholder="Choose an image…" inputLabel="Logo image file" accept="image/png,image/jpeg" />
          {choice.problem && (
            <Callout intent="danger" role="alert">
              {choice.problem}
            </Callout>
          )}
          <div className="tc-toolbar">
            <Button intent="primary" icon="upload" text={logo ? 'Replace logo' : 'Upload logo'} loading={busy} onClick={() => void upload()} />
            {logo && <Button icon="trash" intent="danger" text="Remove logo" onClick={() => setConfirm(true)} />}
          </div>
        </>
      )}
      <Alert isOpen={confirm} intent="danger" confirmButtonText="Remove logo" cancelButtonText="Cancel" onConfirm={() => void remove()} onCancel={() => setConfirm(false)}>
        <p>Remove the company logo? Documents and pages print without it until you upload another.</p>
      </Alert>
    </Card>
  );
}
