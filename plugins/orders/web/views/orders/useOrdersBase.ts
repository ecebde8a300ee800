import { useLocation } from 'react-router-dom';

/** The prefix the purchase-order screens were opened under — `/ordersV2` or `/orders` (both work); links keep it. */
export function useOrdersBase(): string {
  return useLocation().pathname.startsWith('/ordersV2') ? '/ordersV2' : '/orders';
}
