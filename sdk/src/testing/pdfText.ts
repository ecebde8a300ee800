import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF (every page, whitespace runs as one space): what a test of a printed document reads. */
export async function pdfText(buffer: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
