import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, HttpClient, NotificationBus, useForm, useService } from '@portolan/sdk';
import { QUOTES_API } from '../../../shared/types';
import { INCOTERMS } from '../../../shared/states';
import { laneText, toPlannerSearch, type LaneValues } from './laneForm';

type RequestValues = { commodity: string; incoterm: string; notes: string };

export interface RequestQuoteDialogProps {
  forwarder: { companyId: string; name: string };
  lane: LaneValues;
  onClose: () => void;
  onSent: (reference: string) => void;
}

/** "Request a quote" from a forwarder of the network: the lane plus the cargo, `POST /api/enquiries/v2/request`. */
export function RequestQuoteDialog({ forwarder, lane, onClose, onSent }: RequestQuoteDialogProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const search = toPlannerSearch(lane);
  const form = useForm<RequestValues>({
    initial: { commodity: '', incoterm: '', notes: '' },
    validate: (v) => ({ commodity: v.commodity.trim() ? undefined : 'What are you shipping?' }),
    submit: async (v) => {
      const result = await http.post<{ record: { reference: string } }>(QUOTES_API.plannerRequest, {
        data: {
          forwarderId: forwarder.companyId,
          origin: search.origin,
          destination: search.destination,
          mode: search.mode,
          ...(search.containers ? { containers: search.containers } : {}),
          cargo: { commodity: v.commodity.trim(), ...(search.cargo ? { weightKg: search.cargo.weightKg, volumeM3: search.cargo.volumeM3 } : {}) },
          cargoReadyOn: search.readyOn,
          ...(v.incoterm ? { incoterm: v.incoterm } : {}),
          ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
        },
      });
      notify.outcome(result.ok, { success: `Request sent to ${forwarder.name}`, failure: 'Failed to send the request' });
      return result;
    },
    onSuccess: (result) => onSent((result.data as { record: { reference: string } }).record.reference),
  });
  return (
    <FormDialog form={form} title={`Request a quote from ${forwarder.name}`} onClose={onClose} submit={{ text: 'Send request' }} label="Request a quote">
      <p>{laneText(search)}, ready {search.readyOn}</p>
      <FormField form={form} name="commodity" label="Commodity" required>
        <InputGroup {...form.input('commodity')} placeholder="e.g. Cotton yarn" />
      </FormField>
      <FormField form={form} name="incoterm" label="Incoterm">
        <HTMLSelect {...form.input('incoterm')} options={[{ value: '', label: 'Not decided' }, ...INCOTERMS.map((t) => ({ value: t, label: t }))]} />
      </FormField>
      <FormField form={form} name="notes" label="Notes for the forwarder">
        <TextArea {...form.input('notes')} fill rows={3} />
      </FormField>
    </FormDialog>
  );
}
