import { Link, useNavigate } from 'react-router-dom';
import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { FormField, HttpClient, NotificationBus, useForm, useService, type FieldErrors } from '@portolan/sdk';
import { SCHEDULES_API } from '../../shared/types';

type Values = { carrier: string; service: string; vessel: string; imo: string; voyage: string; origin: string; destination: string; departsAt: string; arrivesAt: string; via: string; docCutoffAt: string; vgmCutoffAt: string; cargoCutoffAt: string };
const EMPTY: Values = { carrier: '', service: '', vessel: '', imo: '', voyage: '', origin: '', destination: '', departsAt: '', arrivesAt: '', via: '', docCutoffAt: '', vgmCutoffAt: '', cargoCutoffAt: '' };
const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/;
const LOCODE = /^[A-Za-z]{2}[A-Za-z2-9]{3}$/;

/** The client's checks, mirroring the server's (sailingRow.ts); the server decides the rest (IMO check digit, order of cut-offs). */
function problems(v: Values): FieldErrors {
  const stamp = (value: string, required: boolean) => (!value ? (required ? 'Enter the date and time with the port offset' : undefined) : STAMP.test(value) ? undefined : 'Use 2026-12-03T18:00+05:30 (the port offset)');
  return {
    carrier: /^[A-Za-z]{2,4}$/.test(v.carrier) ? undefined : 'Enter the carrier SCAC (2–4 letters)',
    vessel: v.vessel.trim() ? undefined : 'Enter the vessel name',
    imo: !v.imo || /^\d{7}$/.test(v.imo) ? undefined : 'The IMO number has 7 digits',
    voyage: v.voyage.trim() ? undefined : 'Enter the voyage',
    origin: LOCODE.test(v.origin) ? undefined : 'Enter the UN/LOCODE of the port of loading',
    destination: LOCODE.test(v.destination) ? (v.destination.toUpperCase() === v.origin.toUpperCase() ? 'Must differ from the origin' : undefined) : 'Enter the UN/LOCODE of the port of discharge',
    departsAt: stamp(v.departsAt, true),
    arrivesAt: stamp(v.arrivesAt, true),
    via: v.via.split(/[\s,]+/).filter(Boolean).every((p) => LOCODE.test(p)) ? undefined : 'List UN/LOCODEs separated by spaces',
    docCutoffAt: stamp(v.docCutoffAt, false),
    vgmCutoffAt: stamp(v.vgmCutoffAt, false),
    cargoCutoffAt: stamp(v.cargoCutoffAt, false),
  };
}

const LABELS: Array<[keyof Values, string, boolean, string?]> = [
  ['carrier', 'Carrier (SCAC)', true, 'MAEU'],
  ['service', 'Service', false],
  ['vessel', 'Vessel', true],
  ['imo', 'IMO number', false],
  ['voyage', 'Voyage', true],
  ['origin', 'Port of loading (UN/LOCODE)', true, 'INNSA'],
  ['destination', 'Port of discharge (UN/LOCODE)', true, 'NLRTM'],
  ['departsAt', 'ETD at the port of loading', true, '2026-12-03T18:00+05:30'],
  ['arrivesAt', 'ETA at the port of discharge', true, '2026-12-27T06:00+01:00'],
  ['via', 'Transshipment ports, in order', false, 'AEJEA SGSIN'],
  ['docCutoffAt', 'Documentation cut-off', false, '2026-11-30T12:00+05:30'],
  ['vgmCutoffAt', 'VGM cut-off', false],
  ['cargoCutoffAt', 'Cargo cut-off', false],
];

/** `…/new`: a sailing typed in (source MANUAL); the server's 400 shows beside its field. */
export default function SailingForm({ base }: { base: string }) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const form = useForm<Values>({
    initial: EMPTY,
    validate: problems,
    submit: (v) => {
      const optional = (s: string) => s.trim() || null;
      const data = {
        carrier: v.carrier.toUpperCase(),
        service: optional(v.service),
        vessel: v.vessel.trim(),
        imo: optional(v.imo),
        voyage: v.voyage.trim(),
        origin: v.origin.toUpperCase(),
        destination: v.destination.toUpperCase(),
        departsAt: v.departsAt,
        arrivesAt: v.arrivesAt,
        via: v.via.split(/[\s,]+/).filter(Boolean).map((p) => p.toUpperCase()),
        docCutoffAt: optional(v.docCutoffAt),
        vgmCutoffAt: optional(v.vgmCutoffAt),
        cargoCutoffAt: optional(v.cargoCutoffAt),
      };
      return http.post(SCHEDULES_API.base, { data });
    },
    onSuccess: () => {
      notify.success('Sailing created');
      navigate(`${base}?origin=${form.values.origin.toUpperCase()}&destination=${form.values.destination.toUpperCase()}&fromDay=${form.values.departsAt.slice(0, 10)}`);
    },
  });
  return (
    <section aria-labelledby="sailing-form-title">
      <Link to={base}>← Sailing schedules</Link>
      <h1 id="sailing-form-title" className="pt-page-title">
        New sailing
      </h1>
      <form onSubmit={(e) => void form.onSubmit(e)} noValidate aria-labelledby="sailing-form-title" style={{ maxWidth: 560 }}>
        {LABELS.map(([name, label, required, placeholder]) => (
          <FormField key={name} form={form} name={name} label={label} required={required}>
            <InputGroup {...form.input(name)} placeholder={placeholder} intent={form.errors[name] ? 'danger' : 'none'} />
          </FormField>
        ))}
        {form.formError && (
          <Callout intent="danger" role="alert" style={{ marginBottom: 8 }}>
            {form.formError.message}
          </Callout>
        )}
        <Button type="submit" intent="primary" text="Create sailing" loading={form.submitting} />
      </form>
    </section>
  );
}
