import { useLocation, useSearchParams } from 'react-router-dom';
import { ORDERS_SCREENS } from '../../../shared/types';
import { AcknowledgementPage } from './AcknowledgementPage';
import { SupplierQuotePage } from './SupplierQuotePage';

/**
 * The supplier's pages from a signed link (public, no sign-in, no side nav): `/ordersV2/acknowledge?token=`
 * — the order's acknowledgement — and `/ordersV2/acknowledge/quote?token=` — its quote on an order RFQ.
 */
export default function SupplierLinkScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return pathname.replace(/\/+$/, '').startsWith(ORDERS_SCREENS.quote) ? <SupplierQuotePage token={token} /> : <AcknowledgementPage token={token} />;
}
