import type { PrintableDocumentType } from '../../shared/documents/PrintableRecord';
import type { Db } from '../Db';
import type { DocumentSource } from './DocumentSource';

/** Document sources by installation (the plugins started on this database registered them). */
const registries = new WeakMap<Db, Map<PrintableDocumentType, DocumentSource>>();

/** Makes a printable record type known to the composer (call it in `routes`). */
export function registerDocumentSource(db: Db, source: DocumentSource): DocumentSource {
  let sources = registries.get(db);
  if (!sources) registries.set(db, (sources = new Map()));
  sources.set(source.documentType, source);
  return source;
}

/** The source of a type; undefined when no installed plugin prints it. */
export function documentSource(db: Db, documentType: string): DocumentSource | undefined {
  return registries.get(db)?.get(documentType as PrintableDocumentType);
}

/** Every registered source, in PRINTABLE_DOCUMENT_TYPES order. */
export function documentSources(db: Db): DocumentSource[] {
  const order = ['QUOTE', 'INVOICE', 'PURCHASE_ORDER', 'BOOKING_CONFIRMATION', 'BILL_OF_LADING'];
  return [...(registries.get(db)?.values() ?? [])].sort((a, b) => order.indexOf(a.documentType) - order.indexOf(b.documentType));
}
