import { useLocation } from 'react-router-dom';

/** The prefix the screen was opened under: `/enquiriesV2` or `/enquiries` (SPEC §2: both work). */
export function useEnquiriesPrefix(): '/enquiries' | '/enquiriesV2' {
  return useLocation().pathname.startsWith('/enquiriesV2') ? '/enquiriesV2' : '/enquiries';
}
