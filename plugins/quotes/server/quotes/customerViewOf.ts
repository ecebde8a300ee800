import type { CustomerQuote, Enquiry, QuoteRecord } from '../../shared/types';

/**
 * The customer's view of a quote: sell prices only. Built field by field (never by spreading a quote
 * or an option) so no buy amount, buy currency, margin, rate id or inventory reference can leak.
 */
export function customerViewOf(quote: QuoteRecord, enquiry: Enquiry, forwarder: CustomerQuote['forwarder'], linkExpiresAt: string): CustomerQuote {
  return {
    reference: quote.reference,
    revision: quote.revision,
    status: quote.status,
    currency: quote.currency,
    validUntil: quote.validUntil,
    terms: quote.terms,
    notes: quote.notes,
    exchangeRateDate: quote.exchange.rateDate,
    forwarder: { name: forwarder.name, email: forwarder.email, phone: forwarder.phone, address: forwarder.address, logoText: forwarder.logoText },
    customerName: quote.customerName,
    enquiry: {
      reference: enquiry.reference,
      origin: enquiry.origin,
      destination: enquiry.destination,
      mode: enquiry.mode,
      containers: enquiry.containers.map((c) => ({ type: c.type, count: c.count })),
      cargo: { ...enquiry.cargo },
      cargoReadyOn: enquiry.cargoReadyOn,
      incoterm: enquiry.incoterm,
      services: [...enquiry.services],
    },
    options: quote.options.map((o) => ({
      _id: o._id,
      title: o.title,
      carrier: o.carrier,
      origin: o.origin,
      destination: o.destination,
      via: [...o.via],
      transitDays: o.transitDays,
      freeDays: o.freeDays,
      sailing: o.sailing ? { vessel: o.sailing.vessel, voyage: o.sailing.voyage, departsAt: o.sailing.departsAt, arrivesAt: o.sailing.arrivesAt } : null,
      lines: o.lines.map((l) => ({ code: l.code, name: l.name, stage: l.stage, basis: l.basis, quantity: l.quantity, amount: l.sellAmount })),
      total: o.sellTotal,
    })),
    acceptedOptionId: quote.acceptedOptionId,
    linkExpiresAt,
  };
}
