import type { Enquiry } from '../../../shared/types';

/** The quote builder on an enquiry's Quote tab (placeholder until the quotes screens land this session). */
export default function QuoteBuilder(_props: { enquiry: Enquiry; onChanged: () => void }) {
  return null;
}
