import type { VendorRfqSummary } from '../../../shared/types';

const FIGURES: Array<{ key: keyof VendorRfqSummary; label: string }> = [
  { key: 'invited', label: 'Invited' },
  { key: 'openForBids', label: 'Open for bids' },
  { key: 'bid', label: 'Bid' },
  { key: 'awarded', label: 'Awarded' },
  { key: 'lost', label: 'Lost' },
];

/** The vendor's figures across the RFQs it is invited to (GET rfqs/summary). */
export function VendorSummaryStrip({ summary }: { summary: VendorRfqSummary }) {
  return (
    <dl className="pt-summary-strip" aria-label="Invitations summary" style={{ display: 'flex', gap: 24, margin: '8px 0 16px' }}>
      {FIGURES.map((f) => (
        <div key={f.key}>
          <dt className="bp6-text-muted">{f.label}</dt>
          <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{summary[f.key]}</dd>
        </div>
      ))}
    </dl>
  );
}
