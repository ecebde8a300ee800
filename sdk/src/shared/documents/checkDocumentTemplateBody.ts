/**
 * The problems of a value offered as a DocumentTemplateBody (a posted template): page size and
 * orientation known, margins whole numbers 18..144, the tree well-formed (checkComposerTree) and every
 * node's type a DOCUMENT_BLOCK_TYPES one (or the Fragment root). Empty when it is good.
 */
export function checkDocumentTemplateBody(value: unknown): string[] {
  void value;
  throw new Error('not built yet');
}
