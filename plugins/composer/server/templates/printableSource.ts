import { badRequest, documentSource, type Db, type DocumentSource } from '@portolan/sdk/server';

/** The registered source of a printable type, or a 400 naming `field` when no installed plugin prints it. */
export function printableSource(db: Db, documentType: string, field: string): DocumentSource {
  const source = documentSource(db, documentType);
  if (!source) throw badRequest(`No installed area prints documents of type ${documentType.slice(0, 40)}`, field);
  return source;
}
