import { InputGroup, TextArea } from '@blueprintjs/core';
import { FormDialog, FormField, NotificationBus, portByCode, useForm, useService, type FieldErrors } from '@portolan/sdk';
import type { BookingConfirmation, BookingDetails } from '../../shared/types';
import { useBookingsApi } from '../api/bookingsApi';
import { ChangesTable } from './ChangesTable';
import { isoAtPort, localAtPort } from './portTime';

type Values = Record<string, string>;
const F = {
  ref: 'confirmation.carrierBookingReference',
  vessel: 'confirmation.vessel',
  voyage: 'confirmation.voyage',
  service: 'confirmation.serviceCode',
  etd: 'confirmation.etd',
  eta: 'confirmation.eta',
  doc: 'confirmation.cutOffs.documentation',
  vgm: 'confirmation.cutOffs.vgm',
  cargo: 'confirmation.cutOffs.cargo',
  depot: 'confirmation.equipmentRelease.depot',
  release: 'confirmation.equipmentRelease.releaseReference',
  available: 'confirmation.equipmentRelease.availableFrom',
  remarks: 'confirmation.remarks',
} as const;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

function valuesOf(c: BookingConfirmation | null, polZone?: string, podZone?: string): Values {
  return {
    [F.ref]: c?.carrierBookingReference ?? '',
    [F.vessel]: c?.vessel ?? '',
    [F.voyage]: c?.voyage ?? '',
    [F.service]: c?.serviceCode ?? '',
    [F.etd]: localAtPort(c?.etd, polZone),
    [F.eta]: localAtPort(c?.eta, podZone),
    [F.doc]: localAtPort(c?.cutOffs.documentation, polZone),
    [F.vgm]: localAtPort(c?.cutOffs.vgm, polZone),
    [F.cargo]: localAtPort(c?.cutOffs.cargo, polZone),
    [F.depot]: c?.equipmentRelease?.depot ?? '',
    [F.release]: c?.equipmentRelease?.releaseReference ?? '',
    [F.available]: localAtPort(c?.equipmentRelease?.availableFrom, polZone),
    [F.remarks]: c?.remarks ?? '',
  };
}

/** The client checks of a confirmation, mirroring the server's. */
export function confirmationProblems(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  const ref = v[F.ref].trim();
  if (!ref) errors[F.ref] = "Give the carrier's booking number";
  else if (ref.length > 35 || !/^[A-Za-z0-9-]+$/.test(ref)) errors[F.ref] = 'Letters, digits and dashes, at most 35';
  if (!v[F.vessel].trim()) errors[F.vessel] = 'Give the vessel';
  else if (v[F.vessel].trim().length > 100) errors[F.vessel] = 'At most 100 characters';
  if (!v[F.voyage].trim()) errors[F.voyage] = 'Give the voyage';
  else if (v[F.voyage].trim().length > 50) errors[F.voyage] = 'At most 50 characters';
  if (v[F.service].trim().length > 20) errors[F.service] = 'At most 20 characters';
  if (v[F.release].trim().length > 50) errors[F.release] = 'At most 50 characters';
  if (!LOCAL.test(v[F.etd])) errors[F.etd] = 'Choose the departure';
  if (!LOCAL.test(v[F.eta])) errors[F.eta] = 'Choose the arrival';
  for (const cut of [F.doc, F.vgm, F.cargo, F.available]) if (v[cut] && !LOCAL.test(v[cut])) errors[cut] = 'A day and time';
  return errors;
}

/** What the confirmation sends: times written with the port's offset (ETD and cut-offs at the POL, ETA at the POD). */
function confirmationOf(v: Values, polZone?: string, podZone?: string): BookingConfirmation {
  const at = (x: string, zone?: string) => (x ? isoAtPort(x, zone) : null);
  const orNull = (x: string) => x.trim() || null;
  const release = { depot: orNull(v[F.depot]), releaseReference: orNull(v[F.release]), availableFrom: at(v[F.available], polZone) };
  return {
    carrierBookingReference: v[F.ref].trim(),
    vessel: v[F.vessel].trim(),
    voyage: v[F.voyage].trim(),
    serviceCode: orNull(v[F.service]),
    etd: isoAtPort(v[F.etd], polZone),
    eta: isoAtPort(v[F.eta], podZone),
    cutOffs: { documentation: at(v[F.doc], polZone), vgm: at(v[F.vgm], polZone), cargo: at(v[F.cargo], polZone) },
    equipmentRelease: Object.values(release).some(Boolean) ? release : null,
    remarks: orNull(v[F.remarks]),
  };
}

/**
 * The provider confirms a booking (`confirm`: carrier booking number, vessel, voyage, ETD/ETA, cut-offs,
 * equipment release), confirms a pending amendment (its diff shown), or changes its confirmation
 * (`amend`). Times are typed as port-local and sent with the port's offset.
 */
export function ConfirmDialog({ booking, action, onClose, onDone }: { booking: BookingDetails; action: 'confirm' | 'amend'; onClose: () => void; onDone: () => void }) {
  const api = useBookingsApi();
  const notify = useService(NotificationBus);
  const polZone = portByCode(booking.pol)?.timeZone;
  const podZone = portByCode(booking.pod)?.timeZone;
  const amendment = action === 'confirm' && booking.amendedStatus === 'AMENDMENT_RECEIVED' ? booking.pendingAmendment : null;
  const title = action === 'amend' ? 'Change the confirmation' : amendment ? 'Confirm the amendment' : 'Confirm the booking';
  const done = action === 'amend' ? 'Confirmation changed' : amendment ? 'Amendment confirmed' : `Booking ${booking.reference} confirmed`;
  const form = useForm<Values>({
    initial: valuesOf(booking.confirmation, polZone, podZone),
    validate: confirmationProblems,
    submit: async (v) => {
      const answer = await api.action(booking._id, action, { version: booking.version, confirmation: confirmationOf(v, polZone, podZone) });
      notify.outcome(answer.ok, { success: done, failure: `${title} failed: ${answer.errorMessage ?? 'Server Error'}` });
      return answer;
    },
    onSuccess: () => {
      onClose();
      onDone();
    },
  });
  const field = (name: string, label: string, props: { required?: boolean; type?: string; help?: string } = {}) => (
    <FormField form={form} name={name} label={label} required={props.required} help={props.help}>
      <InputGroup {...form.input(name)} type={props.type} size="small" intent={form.errors[name] ? 'danger' : 'none'} />
    </FormField>
  );
  const grid = { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 10 } as const;
  return (
    <FormDialog form={form} title={`${title} · ${booking.reference}`} onClose={onClose} submit={{ text: action === 'amend' ? 'Save confirmation' : amendment ? 'Confirm amendment' : 'Confirm booking', intent: 'success', icon: 'tick' }} width={760}>
      {amendment && (
        <>
          <p>The shipper asks for these changes; confirming makes them the booking (and its shipment).</p>
          <ChangesTable changes={amendment.changes} label="Amendment changes" />
        </>
      )}
      <div style={grid}>
        {field(F.ref, 'Carrier booking number', { required: true })}
        {field(F.vessel, 'Vessel', { required: true })}
        {field(F.voyage, 'Voyage', { required: true })}
        {field(F.service, 'Service code')}
        {field(F.etd, `ETD (${booking.pol} time)`, { required: true, type: 'datetime-local' })}
        {field(F.eta, `ETA (${booking.pod} time)`, { required: true, type: 'datetime-local' })}
      </div>
      <h3 className="bp6-heading" style={{ fontSize: 13 }}>
        Cut-offs ({booking.pol} time)
      </h3>
      <div style={grid}>
        {field(F.doc, 'Documentation (SI)', { type: 'datetime-local' })}
        {field(F.vgm, 'VGM', { type: 'datetime-local' })}
        {field(F.cargo, 'Cargo (port)', { type: 'datetime-local' })}
      </div>
      <h3 className="bp6-heading" style={{ fontSize: 13 }}>
        Equipment release
      </h3>
      <div style={grid}>
        {field(F.depot, 'Depot')}
        {field(F.release, 'Release reference')}
        {field(F.available, 'Available from', { type: 'datetime-local' })}
      </div>
      <FormField form={form} name={F.remarks} label="Remarks">
        <TextArea {...form.input(F.remarks)} fill rows={2} />
      </FormField>
    </FormDialog>
  );
}
