/** The supplier's pages from a signed link: acknowledgement and quote (placeholder: being built). */
export default function SupplierLinkScreen() {
  return null;
}
