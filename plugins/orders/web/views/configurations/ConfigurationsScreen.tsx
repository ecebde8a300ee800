/** Approval rules (placeholder: being built). */
export default function ConfigurationsScreen() {
  return null;
}
