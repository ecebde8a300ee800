/** The in-app path of a record's screen by kind (the plugins' web routes); null when the kind has none. */
export function recordHref(kind: string, id: string, row: Record<string, unknown>): string | null {
  switch (kind) {
    case 'shipment':
      return `/shipments/${id}`;
    case 'rfq':
      return `/rfq/${id}`;
    case 'purchase-order':
      return `/orders/${id}`;
    case 'booking':
      return `/bookings/${id}`;
    case 'enquiry':
      return `/enquiries/${id}`;
    case 'quote':
      return row.enquiry_id ? `/enquiries/${String(row.enquiry_id)}?tab=quote` : '/quotes';
    default:
      return null;
  }
}
