import { Callout, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, PortPickerField, useAnswer, useForm, useService } from '@portolan/sdk';
import { useChaApi } from '../../api/chaApi';
import { isLocode } from './chaFormValues';
import { DIRECTION_TITLES, portText } from './chaWords';

type Values = { direction: string; port: string; chaId: string; note: string };

/** The shipment as the Customs tab knows it: its reference and its ports of loading and discharge (when its record is loaded). */
export interface CustomsShipment {
  _id: string;
  reference: string;
  pol?: string;
  pod?: string;
}

/** The port of a direction: export clears at the port of loading, import at the port of discharge. */
export const portFor = (shipment: CustomsShipment, direction: string) => (direction === 'IMPORT' ? shipment.pod : shipment.pol) ?? '';

/**
 * "Assign a CHA": export at the port of loading or import at the port of discharge, and an ACTIVE agent
 * serving that port. The server's 400 shows beside the field it names, its 409 (already assigned, agent
 * suspended) above the buttons.
 */
export function AssignChaDialog({ shipment, onClose, onDone }: { shipment: CustomsShipment; onClose: () => void; onDone: () => void }) {
  const api = useChaApi();
  const notify = useService(NotificationBus);
  const knowsPorts = Boolean(shipment.pol || shipment.pod);
  const firstDirection = shipment.pol || !shipment.pod ? 'EXPORT' : 'IMPORT';
  const form = useForm<Values>({
    initial: { direction: firstDirection, port: portFor(shipment, firstDirection), chaId: '', note: '' },
    validate: (v) => ({
      port: !v.port ? 'Choose the port the agent clears at' : !isLocode(v.port) ? 'Not a UN/LOCODE' : undefined,
      chaId: v.chaId ? undefined : 'Choose the agent who clears it',
      note: v.note.length > 500 ? 'At most 500 characters' : undefined,
    }),
    submit: async (v) => {
      const answer = await api.assign({ chaId: v.chaId, shipmentId: shipment._id, port: v.port, direction: v.direction as 'IMPORT' | 'EXPORT', note: v.note.trim() || null });
      notify.outcome(answer.ok, { success: `CHA assigned to ${shipment.reference} at ${v.port}`, failure: `Could not assign the agent: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const port = form.values.port;
  const agents = useAnswer(() => api.chas({ state: 'ACTIVE', port }), isLocode(port) ? port : undefined);
  const options = agents.data ?? [];
  const setDirection = (direction: string) => {
    form.set('direction', direction);
    if (knowsPorts) form.set('port', portFor(shipment, direction));
    form.set('chaId', '');
  };
  return (
    <FormDialog form={form} title={`Assign a CHA to ${shipment.reference}`} onClose={onClose} submit={{ text: 'Assign', icon: 'people' }} width={520}>
      <FormField form={form} name="direction" label="Direction" required>
        <HTMLSelect
          {...form.input('direction')}
          onChange={(e) => setDirection(e.target.value)}
          options={(['EXPORT', 'IMPORT'] as const).map((d) => ({ value: d, label: knowsPorts ? `${DIRECTION_TITLES[d]} at ${portText(portFor(shipment, d))}` : DIRECTION_TITLES[d] }))}
        />
      </FormField>
      {knowsPorts && form.errors.port && (
        <Callout intent="danger" role="alert" compact style={{ marginBottom: 8 }}>
          {form.errors.port}
        </Callout>
      )}
      {!knowsPorts && <PortPickerField form={form} name="port" label="Port" kind="ANY" required />}
      <FormField form={form} name="chaId" label="Customs house agent" required help={isLocode(port) ? `Active agents clearing at ${portText(port)}` : undefined}>
        <HTMLSelect {...form.input('chaId')} disabled={!isLocode(port) || agents.isFetching} options={[{ value: '', label: agents.isFetching ? 'Loading agents…' : 'Choose an agent' }, ...options.map((c) => ({ value: c._id, label: `${c.name} (${c.licenceNumber})` }))]} />
      </FormField>
      {agents.error && (
        <Callout intent="danger" role="alert" compact>
          Could not load the agents: {agents.error}
        </Callout>
      )}
      {agents.data && !options.length && (
        <Callout intent="warning" compact>
          No active agent clears at {portText(port)}. Add the port to an agent in Customs house agents.
        </Callout>
      )}
      <FormField form={form} name="note" label="Note">
        <InputGroup {...form.input('note')} maxLength={500} />
      </FormField>
    </FormDialog>
  );
}
