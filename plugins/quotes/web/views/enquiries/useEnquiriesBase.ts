import { useLocation } from 'react-router-dom';

/** The prefix the enquiries screens were opened under — `/enquiriesV2` or `/enquiries` (SPEC §2: both work). */
export function useEnquiriesBase(): '/enquiries' | '/enquiriesV2' {
  return useLocation().pathname.startsWith('/enquiriesV2') ? '/enquiriesV2' : '/enquiries';
}
