import { useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { HttpClient, LoadStates, useForm, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type PartnerPage, type PlannerOffer, type PlannerSearch } from '../../../shared/types';
import { PLANNER_KEYS } from '../../../shared/states';
import { initialLane, laneText, toPlannerSearch, validateLane, type LaneValues } from './laneForm';
import { LaneFields } from './LaneFields';
import { LeadForm } from './LeadForm';
import { OfferCard } from './OfferCard';
import { CreateAccountButton } from './CreateAccountButton';

const STYLE = `
.planner-public { min-height: 100vh; background: #f6f7f9; color: #1c2127; }
.planner-public header { background: var(--planner-primary); color: var(--planner-text); padding: 24px 32px; border-bottom: 6px solid var(--planner-accent); }
.planner-public header h1 { margin: 0 0 4px; font-size: 28px; color: var(--planner-text); }
.planner-public header p { margin: 0; color: var(--planner-text); }
.planner-public .planner-logo { font-weight: 700; letter-spacing: .04em; text-transform: uppercase; font-size: 13px; margin-bottom: 8px; }
.planner-public .planner-body { max-width: 980px; margin: 0 auto; padding: 24px 16px; }
.planner-lane { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 0 16px; }
.planner-public .bp6-button.bp6-intent-primary { background: var(--planner-primary); color: var(--planner-text); }
.planner-offers { display: grid; gap: 12px; margin-top: 16px; }
.planner-offer-head { display: flex; align-items: center; gap: 12px; }
.planner-offer-head h3 { margin: 0; }
.planner-offer-total { margin-left: auto; font-size: 18px; }
.planner-actions { display: flex; gap: 8px; margin-top: 12px; }
`;

/** The page key from the path: `/get-quote` → 'get-quote', `/icici` → 'icici'. */
export function plannerKeyOf(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0] ?? 'get-quote';
  return (PLANNER_KEYS as readonly string[]).includes(first) ? first : 'get-quote';
}

type Step = { kind: 'search' } | { kind: 'lead'; offer?: PlannerOffer } | { kind: 'done'; reference: string | null; contact: { name: string; email: string; company: string; number: string } };

/**
 * The public planner (`/get-quote` and the partner pages `/icici`, `/hdfc`, …; no sign-in, no chrome):
 * the page's branding from the API (CSS variables), a lane → the serving forwarder's published offers
 * → "Get this quote" → the lead form → the enquiry reference; ICICI also offers an account.
 */
export default function PublicPlannerScreen() {
  const http = useService(HttpClient);
  const key = plannerKeyOf(useLocation().pathname);
  const page = useLoad<{ record: PartnerPage }>(http, `${QUOTES_API.partners}/${key}`);
  const [offers, setOffers] = useState<{ items: PlannerOffer[]; currency: string; search: PlannerSearch } | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'search' });
  const form = useForm<LaneValues>({
    initial: initialLane(),
    validate: validateLane,
    submit: (v) => {
      setOffers(undefined);
      setStep({ kind: 'search' });
      return http.post<{ items: PlannerOffer[]; currency: string }>(`${QUOTES_API.webforms}/${key}/price`, { data: toPlannerSearch(v) });
    },
    onSuccess: (result) => setOffers({ ...(result.data as { items: PlannerOffer[]; currency: string }), search: toPlannerSearch(form.values) }),
  });

  const brand = page.data?.record;
  if (!brand) {
    return (
      <div style={{ padding: 32 }}>
        <LoadStates isFetching={page.isFetching} error={page.error} empty={!page.isFetching && !page.error} emptyText="This page is not available" onRetry={page.reload} errorTitle="Could not load this page">
          {null}
        </LoadStates>
      </div>
    );
  }
  const vars = { '--planner-primary': brand.colors.primary, '--planner-accent': brand.colors.accent, '--planner-text': brand.colors.text } as CSSProperties;

  return (
    <div className="planner-public" style={vars} data-testid="planner-page">
      <style>{STYLE}</style>
      <header>
        {brand.logoText && <div className="planner-logo" aria-hidden="true">{brand.logoText}</div>}
        <h1>{brand.name}</h1>
        <p>{brand.tagline || 'Ocean freight prices for your lane'}</p>
      </header>
      <div className="planner-body">
        {step.kind === 'done' ? (
          <section aria-labelledby="planner-done">
            <Callout intent="success" icon="tick-circle">
              <h2 id="planner-done">Thank you, we received your request</h2>
              <p>{step.reference ? <>Your reference is <strong>{step.reference}</strong>. </> : null}We sent a confirmation to {step.contact.email} and will get back to you shortly.</p>
            </Callout>
            {key === 'icici' && <CreateAccountButton contact={step.contact} />}
            <div className="planner-actions">
              <Button text="Price another lane" onClick={() => setStep({ kind: 'search' })} />
            </div>
          </section>
        ) : step.kind === 'lead' ? (
          <section>
            {step.offer && <OfferCard offer={step.offer} />}
            <LeadForm
              plannerKey={key}
              search={offers?.search}
              offerId={step.offer?.id}
              onDone={(reference, contact) => setStep({ kind: 'done', reference, contact })}
              onCancel={() => setStep({ kind: 'search' })}
            />
          </section>
        ) : (
          <>
            <form onSubmit={form.onSubmit} aria-label="Your shipment" noValidate>
              <h2>Your shipment</h2>
              <LaneFields form={form} ports="code" />
              {form.formError && <Callout intent="danger" title="Could not price this lane">{form.formError.message}</Callout>}
              <div className="planner-actions">
                <Button type="submit" intent="primary" icon="search" text="See prices" loading={form.submitting} />
              </div>
            </form>
            <section aria-label="Offers" aria-busy={form.submitting}>
              {form.submitting && <Spinner size={32} aria-label="Pricing your lane" />}
              {offers && offers.items.length === 0 && (
                <NonIdealState
                  icon="search"
                  title="No published rates for this lane yet — leave your details and we will quote you"
                  action={<Button intent="primary" text="Leave my details" onClick={() => setStep({ kind: 'lead' })} />}
                />
              )}
              {offers && offers.items.length > 0 && (
                <>
                  <h2>{offers.items.length} offers for {laneText(offers.search)}</h2>
                  <div className="planner-offers">
                    {offers.items.map((o, i) => (
                      <OfferCard key={o.id} offer={o} badge={i === 0 ? 'Cheapest' : undefined} action={<div className="planner-actions"><Button intent="primary" text="Get this quote" aria-label={`Get this quote ${o.carrier} ${o.total}`} onClick={() => setStep({ kind: 'lead', offer: o })} /></div>} />
                    ))}
                  </div>
                </>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
