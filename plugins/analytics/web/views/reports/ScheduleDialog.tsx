import { HTMLSelect, InputGroup, TagInput } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, useForm, useService, type ReportFilter } from '@portolan/sdk';
import { SCHEDULE_CADENCES, SCHEDULE_FORMATS, SCHEDULE_MAX_RECIPIENTS, type RelativeRange, type ReportSchedule } from '../../../shared/types';
import { RELATIVE_RANGE_OPTIONS, rangeOf } from './relativeRanges';
import { useReportsApi } from './reportsApi';

const CADENCE_LABELS: Record<ReportSchedule['cadence'], string> = { daily: 'Daily', weekly: 'Weekly (Mondays)', monthly: 'Monthly (on the 1st)' };
const FORMAT_LABELS: Record<ReportSchedule['format'], string> = { pdf: 'PDF', xlsx: 'Excel (XLSX)' };
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00 UTC` }));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How a cadence reads in a list ("Weekly (Mondays) at 06:00 UTC"). */
export const cadenceText = (s: Pick<ReportSchedule, 'cadence' | 'hour'>) => `${CADENCE_LABELS[s.cadence] ?? s.cadence} at ${String(s.hour).padStart(2, '0')}:00 UTC`;
export const formatText = (format: ReportSchedule['format']) => FORMAT_LABELS[format] ?? format;

const recipientsOf = (text: string) => text.split(',').filter(Boolean);

export interface ScheduleDialogProps {
  report: string;
  reportTitle: string;
  filter: ReportFilter;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * "Schedule": the report with this filter emailed as a PDF or XLSX through the outbox, daily, weekly or
 * monthly at an hour (UTC), to up to 20 addresses, each run over its relative range (`POST API.schedules`;
 * the server's 400 shows beside the field it names).
 */
export function ScheduleDialog({ report, reportTitle, filter, onClose, onSaved }: ScheduleDialogProps) {
  const api = useReportsApi();
  const bus = useService(NotificationBus);
  const form = useForm({
    initial: { name: reportTitle, cadence: 'weekly', hour: '6', format: 'pdf', recipients: '', range: rangeOf(filter) ?? 'last30' },
    validate: (v) => {
      const recipients = recipientsOf(v.recipients);
      const wrong = recipients.find((r) => !EMAIL.test(r));
      return {
        name: !v.name.trim() ? 'Give the schedule a name' : v.name.trim().length > 80 ? 'At most 80 characters' : undefined,
        recipients: !recipients.length
          ? 'Add at least one email address'
          : recipients.length > SCHEDULE_MAX_RECIPIENTS
            ? `At most ${SCHEDULE_MAX_RECIPIENTS} recipients`
            : wrong
              ? `“${wrong}” is not an email address`
              : undefined,
      };
    },
    submit: (v) =>
      api.createSchedule({
        report,
        name: v.name.trim(),
        cadence: v.cadence as ReportSchedule['cadence'],
        hour: Number(v.hour),
        format: v.format as ReportSchedule['format'],
        recipients: recipientsOf(v.recipients),
        range: v.range as RelativeRange,
        filter,
      }),
    onSuccess: () => {
      bus.success('Report scheduled');
      onSaved?.();
      onClose();
    },
  });
  const recipientsId = form.idOf('recipients');
  return (
    <FormDialog form={form} title={`Schedule ${reportTitle}`} onClose={onClose} submit={{ text: 'Schedule', icon: 'time' }} width={520}>
      <FormField form={form} name="name" label="Name" required>
        <InputGroup {...form.input('name')} maxLength={80} />
      </FormField>
      <div style={{ display: 'flex', gap: 8 }}>
        <FormField form={form} name="cadence" label="Every">
          <HTMLSelect {...form.input('cadence')} options={SCHEDULE_CADENCES.map((c) => ({ value: c, label: CADENCE_LABELS[c] }))} />
        </FormField>
        <FormField form={form} name="hour" label="At">
          <HTMLSelect {...form.input('hour')} options={HOURS} />
        </FormField>
        <FormField form={form} name="format" label="Format">
          <HTMLSelect {...form.input('format')} options={SCHEDULE_FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] }))} />
        </FormField>
      </div>
      <FormField form={form} name="recipients" label="Recipients" required help="Email addresses; Enter or a comma adds one.">
        <TagInput
          values={recipientsOf(form.values.recipients)}
          onChange={(values) =>
            form.set(
              'recipients',
              (values as string[])
                .map((v) => v.trim())
                .filter(Boolean)
                .join(','),
            )
          }
          separator={/[,;\s]+/}
          addOnBlur
          addOnPaste
          placeholder="name@company.com"
          intent={form.errors.recipients ? 'danger' : 'none'}
          inputProps={{ id: recipientsId, 'aria-invalid': !!form.errors.recipients, 'aria-describedby': form.errors.recipients ? `${recipientsId}-error` : undefined }}
          tagProps={{ minimal: true }}
        />
      </FormField>
      <FormField form={form} name="range" label="Date range of each run">
        <HTMLSelect {...form.input('range')} options={RELATIVE_RANGE_OPTIONS} fill />
      </FormField>
    </FormDialog>
  );
}
