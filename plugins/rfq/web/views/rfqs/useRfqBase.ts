import { useLocation } from 'react-router-dom';
import { rfqBase } from '../vendor/rfqBase';

/** The prefix the RFQ screens were opened under — `/rfq-v2` or `/rfq` (both work); links keep it. */
export function useRfqBase(): string {
  return rfqBase(useLocation().pathname);
}
