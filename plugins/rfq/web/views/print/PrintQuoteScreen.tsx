/** Placeholder until the RFQ web helpers land the screen. */
export default function PrintQuoteScreen() {
  return null;
}
