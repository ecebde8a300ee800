/** The company's document templates, by document type (the composer home's second tab). Not built yet (a helper is writing it). */
export function TemplatesTab() {
  return null;
}
