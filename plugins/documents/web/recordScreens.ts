/** Where a document's record opens, by the record kinds documents attach to (the owners' screens); each kind's details get a Documents tab. */
export const RECORD_SCREENS: Record<string, { title: string; path: string }> = {
  shipment: { title: 'Shipment', path: '/shipments/' },
  enquiry: { title: 'Enquiry', path: '/enquiries/' },
  customer: { title: 'Customer', path: '/customers/' },
  'purchase-order': { title: 'Purchase order', path: '/orders/' },
  requisition: { title: 'Requisition', path: '/requisitions/' },
  'order-rfq': { title: 'Order RFQ', path: '/order-rfqs/' },
  booking: { title: 'Booking', path: '/bookings/' },
  'dnd-invoice': { title: 'Carrier D&D invoice', path: '/dnd/invoices/' },
  'dnd-dispute': { title: 'D&D dispute', path: '/dnd/disputes/' },
  egm: { title: 'Export general manifest', path: '/egm/' },
  cha: { title: 'Customs house agent', path: '/chas/' },
  'export-bill': { title: 'Export bill', path: '/regularize/bills/' },
};

/** The screen of a document's record; undefined for a kind without one. */
export const recordPath = (kind: string, id: string): string | undefined => (RECORD_SCREENS[kind] ? `${RECORD_SCREENS[kind].path}${id}` : undefined);
