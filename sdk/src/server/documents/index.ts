export type { DocumentSource } from './DocumentSource';
export { registerDocumentSource, documentSource, documentSources } from './registerDocumentSource';
