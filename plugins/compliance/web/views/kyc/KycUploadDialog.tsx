import { InputGroup } from '@blueprintjs/core';
import { FieldError, FileDropZone, FormDialog, FormField, NotificationBus, useFileChoice, useForm, useService } from '@portolan/sdk';
import { todayUtc } from '@portolan/sdk/shared';
import { KYC_DOC_TYPES, type KycDocType } from '../../../shared/states';
import type { KycDocument } from '../../../shared/types';
import { useKycApi } from '../../api/kycApi';
import { kycFileProblem, kycNumberProblem, normalizeKycNumber } from './kycChecks';

type Values = { number: string; issuedOn: string; expiresOn: string; file: string };

export interface KycUploadDialogProps {
  companyId: string;
  docType: KycDocType;
  /** The document it replaces, if any (its number is offered again). */
  current: KycDocument | null;
  onClose: () => void;
  onUploaded: () => void;
}

/** Upload or replace one KYC document: its number (checked as the server checks it), dates and the file; the server's 400 beside the field it names. */
export function KycUploadDialog({ companyId, docType, current, onClose, onUploaded }: KycUploadDialogProps) {
  const api = useKycApi();
  const notify = useService(NotificationBus);
  const type = KYC_DOC_TYPES[docType];
  const choice = useFileChoice(kycFileProblem, 'Choose the document file');
  const form = useForm<Values>({
    initial: { number: current?.number ?? '', issuedOn: current?.issuedOn ?? '', expiresOn: '', file: '' },
    validate: (v) => {
      const today = todayUtc();
      return {
        number: kycNumberProblem(docType, v.number),
        issuedOn: v.issuedOn && v.issuedOn > today ? 'The issue date cannot be in the future' : undefined,
        expiresOn:
          type.expires && !v.expiresOn
            ? `Give the date the ${type.number} is valid until`
            : v.expiresOn && v.expiresOn <= today
              ? 'The document has expired: upload a valid one'
              : v.expiresOn && v.issuedOn && v.expiresOn <= v.issuedOn
                ? 'The expiry date must be after the issue date'
                : undefined,
        file: choice.file ? kycFileProblem(choice.file) : 'Choose the document file',
      };
    },
    submit: async (v) => {
      const answer = await api.upload(companyId, docType, { number: normalizeKycNumber(v.number), issuedOn: v.issuedOn, expiresOn: v.expiresOn, file: choice.file! });
      // SPEC §8 pair.
      notify.outcome(answer.ok, { success: 'Document Uploaded', failure: answer.errorMessage ? `Document upload failed: ${answer.errorMessage}` : 'Document upload failed' });
      return answer;
    },
    onSuccess: () => {
      onUploaded();
      onClose();
    },
  });
  const fileError = form.errors.file ?? choice.problem;
  return (
    <FormDialog form={form} title={`${current ? 'Replace' : 'Upload'} ${type.title}`} onClose={onClose} submit={{ text: 'Upload', icon: 'upload' }} width={560}>
      {current && <p>The new document replaces the current one and waits for a platform administrator to verify it.</p>}
      <FormField form={form} name="number" label={type.number} required>
        <InputGroup {...form.input('number')} autoComplete="off" spellCheck={false} />
      </FormField>
      <FormField form={form} name="issuedOn" label="Issued on">
        <InputGroup {...form.input('issuedOn')} type="date" />
      </FormField>
      <FormField form={form} name="expiresOn" label="Expires on" required={type.expires} help={docType === 'IEC' ? 'The IEC must be updated every year between April and June' : undefined}>
        <InputGroup {...form.input('expiresOn')} type="date" />
      </FormField>
      <FileDropZone
        file={choice.file}
        onChoose={(file) => {
          choice.choose(file);
          form.set('file', file?.name ?? '');
        }}
        prompt={`Drop the ${type.title} here, or choose it:`}
        placeholder="Choose a PDF, PNG or JPEG (up to 5 MiB)…"
        inputLabel="Document file"
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
      />
      <FieldError id={`${form.idOf('file')}-error`}>{fileError}</FieldError>
    </FormDialog>
  );
}
