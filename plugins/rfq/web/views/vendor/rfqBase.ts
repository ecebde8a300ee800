/** The RFQ prefix the user came in by (`/rfq-v2` or `/rfq`), so links keep it. */
export function rfqBase(pathname: string): string {
  return pathname === '/rfq-v2' || pathname.startsWith('/rfq-v2/') ? '/rfq-v2' : '/rfq';
}
