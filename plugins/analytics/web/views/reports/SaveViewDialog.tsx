import { HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { FieldError, FormDialog, FormField, NotificationBus, useForm, useService, type ReportFilter } from '@portolan/sdk';
import type { RelativeRange, ReportViewLayout } from '../../../shared/types';
import { RELATIVE_RANGE_OPTIONS, rangeOf } from './relativeRanges';
import { useReportsApi } from './reportsApi';

export interface SaveViewDialogProps {
  report: string;
  reportTitle: string;
  filter: ReportFilter;
  layout: ReportViewLayout;
  onClose: () => void;
  onSaved?: () => void;
}

/**
 * "Save view": the report's filter and layout under a name, with the date range it re-applies each time it
 * is opened (a relative range such as "Last 90 days", or the fixed dates shown), private or shared with the
 * company (`POST API.views`; the server's 400 shows beside the field it names).
 */
export function SaveViewDialog({ report, reportTitle, filter, layout, onClose, onSaved }: SaveViewDialogProps) {
  const api = useReportsApi();
  const bus = useService(NotificationBus);
  const form = useForm({
    initial: { name: '', range: rangeOf(filter) ?? 'fixed', shared: 'false' },
    validate: (v) => ({ name: !v.name.trim() ? 'Give the view a name' : v.name.trim().length > 80 ? 'At most 80 characters' : undefined }),
    submit: (v) => api.createView({ report, name: v.name.trim(), range: v.range as RelativeRange, filter, layout, shared: v.shared === 'true' }),
    onSuccess: () => {
      bus.success('View saved');
      onSaved?.();
      onClose();
    },
  });
  return (
    <FormDialog form={form} title={`Save view of ${reportTitle}`} onClose={onClose} submit={{ text: 'Save view', icon: 'floppy-disk' }}>
      <FormField form={form} name="name" label="Name" required>
        <InputGroup {...form.input('name')} autoFocus maxLength={80} />
      </FormField>
      <FormField form={form} name="range" label="Date range" help="A relative range moves with today each time the view opens.">
        <HTMLSelect {...form.input('range')} options={RELATIVE_RANGE_OPTIONS} fill />
      </FormField>
      <Switch
        id={form.idOf('shared')}
        checked={form.values.shared === 'true'}
        onChange={(e) => form.set('shared', e.currentTarget.checked ? 'true' : 'false')}
        label="Shared with everyone in my company"
      />
      <FieldError id={`${form.idOf('shared')}-error`}>{form.errors.shared}</FieldError>
    </FormDialog>
  );
}
