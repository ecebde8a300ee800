import type { ChargeBasis } from '@portolan/sdk/shared';
import type { Margin, QuoteLine, QuoteOption, QuoteRecord } from '../../../shared/types';

export type MarginMode = 'INHERIT' | 'PERCENT' | 'AMOUNT';
export type DraftLine = {
  key: string;
  _id?: string;
  code: string;
  name: string;
  stage: QuoteLine['stage'];
  basis: ChargeBasis;
  quantity: string;
  buyUnit: string;
  buyCurrency: string;
  rateId: string | null;
  marginMode: MarginMode;
  marginValue: string;
};
export type DraftOption = Omit<QuoteOption, '_id' | 'position' | 'lines' | 'sellTotal' | 'buyTotal' | 'marginTotal'> & { key: string; _id?: string; lines: DraftLine[] };
/** The quote as the editor holds it: text as typed, nothing computed. */
export type QuoteDraft = {
  currency: string;
  validUntil: string;
  marginMode: 'NONE' | 'PERCENT' | 'AMOUNT';
  marginValue: string;
  termsId: string;
  terms: string;
  notes: string;
  options: DraftOption[];
};

let keys = 0;
export const newKey = () => `k${++keys}`;

export const marginOfLine = (l: Pick<DraftLine, 'marginMode' | 'marginValue'>): Margin | null => (l.marginMode === 'INHERIT' ? null : { type: l.marginMode, value: l.marginValue.trim() });
export const marginOfQuote = (d: Pick<QuoteDraft, 'marginMode' | 'marginValue'>): Margin | null => (d.marginMode === 'NONE' ? null : { type: d.marginMode, value: d.marginValue.trim() });

export function blankLine(currency: string): DraftLine {
  return { key: newKey(), code: '', name: '', stage: 'FREIGHT', basis: 'PER_SHIPMENT', quantity: '1', buyUnit: '0', buyCurrency: currency, rateId: null, marginMode: 'INHERIT', marginValue: '' };
}

/** The editor's copy of a saved quote. */
export function quoteDraft(q: QuoteRecord): QuoteDraft {
  return {
    currency: q.currency,
    validUntil: q.validUntil.slice(0, 10),
    marginMode: q.margin?.type ?? 'NONE',
    marginValue: q.margin?.value ?? '',
    termsId: q.termsId ?? '',
    terms: q.terms ?? '',
    notes: q.notes ?? '',
    options: q.options.map((o) => ({
      key: newKey(),
      _id: o._id,
      title: o.title,
      carrier: o.carrier,
      origin: o.origin,
      destination: o.destination,
      via: o.via,
      transitDays: o.transitDays,
      freeDays: o.freeDays,
      sailing: o.sailing,
      lines: o.lines.map((l) => ({
        key: newKey(),
        _id: l._id,
        code: l.code,
        name: l.name,
        stage: l.stage,
        basis: l.basis,
        quantity: l.quantity,
        buyUnit: l.buyUnit,
        buyCurrency: l.buyCurrency,
        rateId: l.rateId,
        marginMode: l.margin?.type ?? 'INHERIT',
        marginValue: l.margin?.value ?? '',
      })),
    })),
  };
}

/** POST quote/:id/ body: the whole quote as edited, options in their order (position), lines in theirs. */
export function quoteUpdateBody(draft: QuoteDraft, version: number) {
  return {
    data: {
      version,
      currency: draft.currency,
      validUntil: draft.validUntil,
      margin: marginOfQuote(draft),
      termsId: draft.termsId || null,
      terms: draft.terms.trim() ? draft.terms : null,
      notes: draft.notes.trim() ? draft.notes : null,
      // The array's order is the options' order (positions).
      options: draft.options.map((o) => ({
        ...(o._id ? { _id: o._id } : {}),
        title: o.title.trim(),
        carrier: o.carrier.trim(),
        origin: o.origin,
        destination: o.destination,
        via: o.via,
        transitDays: o.transitDays,
        freeDays: o.freeDays,
        sailing: o.sailing,
        lines: o.lines.map((l) => ({
          ...(l._id ? { _id: l._id } : {}),
          code: l.code.trim(),
          name: l.name.trim(),
          stage: l.stage,
          basis: l.basis,
          quantity: l.quantity.trim(),
          buyUnit: l.buyUnit.trim(),
          buyCurrency: l.buyCurrency,
          rateId: l.rateId,
          margin: marginOfLine(l),
        })),
      })),
    },
  };
}
