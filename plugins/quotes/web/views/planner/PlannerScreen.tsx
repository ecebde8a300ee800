import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, Callout, Card, H2, NonIdealState } from '@blueprintjs/core';
import { HttpClient, useCommands, useForm, useService, type RateOption } from '@portolan/sdk';
import { QUOTES_API, type PlannerOffer } from '../../../shared/types';
import { initialLane, laneText, toPlannerSearch, validateLane, type LaneValues } from './laneForm';
import { LaneFields } from './LaneFields';
import { OfferCard } from './OfferCard';
import { RequestQuoteDialog } from './RequestQuoteDialog';

type Group = { forwarder: { companyId: string; name: string }; options: RateOption[] };

/** A network option drawn like a public offer (its lines are the offering forwarder's sell charges). */
const asOffer = (o: RateOption): PlannerOffer => ({
  id: o.id,
  carrier: o.carrier,
  origin: o.origin,
  destination: o.destination,
  via: o.via,
  transitDays: o.transitDays,
  validTo: o.validTo,
  total: o.total,
  currency: o.currency,
  lines: o.lines.map((l) => ({ name: l.name, stage: l.stage, amount: l.converted })),
  nextSailing: o.sailings[0]?.departsAt ?? null,
});

/** The offers query of a lane: `containers=22G1:2` for FCL, weight and volume for LCL. */
function offersQuery(v: LaneValues): Record<string, string> {
  const s = toPlannerSearch(v);
  return {
    origin: s.origin,
    destination: s.destination,
    mode: s.mode,
    readyOn: s.readyOn,
    ...(s.containers ? { containers: s.containers.map((c) => `${c.type}:${c.count}`).join(',') } : {}),
    ...(s.cargo ? { weightKg: s.cargo.weightKg, volumeM3: s.cargo.volumeM3 } : {}),
  };
}

/**
 * `/shipment-planner` (signed in): a lane → the offers of the forwarders in the caller's network,
 * grouped by forwarder → "Request a quote" sends that forwarder an enquiry; the answer links to
 * /account. A promotion opens it prefilled (`?origin=&destination=&containerType=`).
 */
export default function PlannerScreen() {
  const http = useService(HttpClient);
  const [params] = useSearchParams();
  const [groups, setGroups] = useState<{ items: Group[]; lane: LaneValues } | undefined>();
  const [requesting, setRequesting] = useState<Group['forwarder'] | undefined>();
  const [sent, setSent] = useState<{ reference: string; forwarder: string } | undefined>();
  const form = useForm<LaneValues>({
    initial: initialLane({ origin: params.get('origin') ?? '', destination: params.get('destination') ?? '', ...(params.get('containerType') ? { containers: params.get('containerType')! } : {}) }),
    validate: validateLane,
    submit: (v) => {
      setSent(undefined);
      return http.get<{ groups: Group[]; currency: string }>(`${QUOTES_API.plannerRequest}/offers`, { query: offersQuery(v) });
    },
    onSuccess: (result) => setGroups({ items: (result.data as { groups: Group[] }).groups, lane: form.values }),
  });
  useCommands([{ id: 'find-offers', title: 'Find offers for the lane', shortcut: 'alt+f', run: () => void form.onSubmit() }], [form]);

  return (
    <section aria-labelledby="planner-title">
      <h1 id="planner-title" className="pt-page-title">Shipment planner</h1>
      <p>Price a lane with the forwarders of your network and ask the one you choose for a quote.</p>
      <form onSubmit={form.onSubmit} aria-label="Lane" noValidate>
        <LaneFields form={form} ports="picker" />
        {form.formError && <Callout intent="danger" title="Could not load the offers">{form.formError.message}</Callout>}
        <Button type="submit" intent="primary" icon="search" text="Find offers" loading={form.submitting} />
      </form>
      {sent && (
        <Callout intent="success" title={`Request ${sent.reference} sent to ${sent.forwarder}`} style={{ marginTop: 16 }}>
          Follow it and the quotes that answer it in <Link to="/account">your account</Link>.
        </Callout>
      )}
      {groups && groups.items.length === 0 && (
        <NonIdealState icon="people" title="No forwarder in your network yet" description="Connect with a forwarder (Network) to see its offers and ask it for quotes." />
      )}
      {groups?.items.map((g) => (
        <Card key={g.forwarder.companyId} style={{ marginTop: 16 }} role="region" aria-label={g.forwarder.name}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <H2 style={{ margin: 0 }}>{g.forwarder.name}</H2>
            <Button intent="primary" text="Request a quote" aria-label={`Request a quote from ${g.forwarder.name}`} onClick={() => setRequesting(g.forwarder)} style={{ marginLeft: 'auto' }} />
          </div>
          {g.options.length === 0 ? (
            <p>No published offer for {laneText(toPlannerSearch(groups.lane))} — ask for a quote.</p>
          ) : (
            <div className="planner-offers" style={{ display: 'grid', gap: 8, marginTop: 8 }}>
              {g.options.slice(0, 5).map((o, i) => (
                <OfferCard key={o.id} offer={asOffer(o)} badge={i === 0 ? 'Cheapest' : undefined} />
              ))}
            </div>
          )}
        </Card>
      ))}
      {requesting && groups && (
        <RequestQuoteDialog
          forwarder={requesting}
          lane={groups.lane}
          onClose={() => setRequesting(undefined)}
          onSent={(reference) => {
            setSent({ reference, forwarder: requesting.name });
            setRequesting(undefined);
          }}
        />
      )}
    </section>
  );
}
