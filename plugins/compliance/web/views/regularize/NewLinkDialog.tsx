import { useState } from 'react';
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService, type FieldErrors } from '@portolan/sdk';
import { PARTNER_BANKS, type PartnerBank } from '../../../shared/states';
import { useRegularizationApi } from '../../api/regularizationApi';

type Values = { bank: string; email: string; days: string };

function validate(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!(v.bank in PARTNER_BANKS)) errors.bank = 'Choose the bank';
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'Enter an email address';
  const days = Number(v.days);
  if (!/^\d+$/.test(v.days.trim()) || days < 1 || days > 90) errors.days = 'Enter whole days from 1 to 90';
  return errors;
}

/** Absolute link for the clipboard (the server answers a path or a full URL). */
const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${window.location.origin}${url.startsWith('/') ? '' : '/'}${url}`);

/** "New partner link": a signed, expiring link to the open /regularize page; its URL is shown once, with Copy. */
export function NewLinkDialog({ defaultBank, onClose, onCreated }: { defaultBank: PartnerBank; onClose: () => void; onCreated: () => void }) {
  const api = useRegularizationApi();
  const notify = useService(NotificationBus);
  const [url, setUrl] = useState<string | undefined>();
  const form = useForm<Values>({
    initial: { bank: defaultBank, email: '', days: '30' },
    validate,
    submit: async (v) => {
      const answer = await api.createLink({ bank: v.bank as PartnerBank, expiresInDays: Number(v.days), ...(v.email.trim() ? { email: v.email.trim() } : {}) });
      notify.outcome(answer.ok, { success: 'Partner link created', failure: `Failed to create the link: ${answer.errorMessage ?? 'Server Error'}` });
      if (answer.ok) {
        setUrl(answer.data?.url ? absolute(answer.data.url) : '');
        onCreated();
      }
      return answer;
    },
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      notify.success('Link copied');
    } catch {
      notify.failure('Failed to copy the link: select it and copy it yourself');
    }
  };
  if (url !== undefined)
    return (
      <Dialog isOpen title="Partner link created" onClose={onClose} style={{ width: 560, maxWidth: '95vw' }}>
        <DialogBody>
          <Callout intent="warning" icon="eye-off" style={{ marginBottom: 8 }}>
            This link is shown only once. Copy it now and send it to the bank customer.
          </Callout>
          <InputGroup readOnly value={url || 'The server did not answer a link.'} aria-label="Partner link" onFocus={(e) => e.currentTarget.select()} />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Done" onClick={onClose} />
              <Button intent="primary" icon="duplicate" text="Copy" disabled={!url} onClick={() => void copy()} />
            </>
          }
        />
      </Dialog>
    );
  return (
    <FormDialog form={form} title="New partner link" onClose={onClose} submit={{ text: 'Create link', icon: 'link' }}>
      <FormField form={form} name="bank" label="Bank" required>
        <HTMLSelect {...form.input('bank')} fill options={Object.entries(PARTNER_BANKS).map(([value, label]) => ({ value, label }))} />
      </FormField>
      <FormField form={form} name="email" label="Email of the bank customer" help="Optional: who the link is for">
        <InputGroup {...form.input('email')} type="email" />
      </FormField>
      <FormField form={form} name="days" label="Days valid" required help="1 to 90 days">
        <InputGroup {...form.input('days')} inputMode="numeric" />
      </FormField>
    </FormDialog>
  );
}
