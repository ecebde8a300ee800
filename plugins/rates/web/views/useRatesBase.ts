import { useLocation } from 'react-router-dom';

/** The prefix the rates area was opened under: `/rates-v2` or `/rates` (SPEC §2: both are the area). Links inside the area keep it. */
export function useRatesBase(): '/rates' | '/rates-v2' {
  return useLocation().pathname.startsWith('/rates-v2') ? '/rates-v2' : '/rates';
}
