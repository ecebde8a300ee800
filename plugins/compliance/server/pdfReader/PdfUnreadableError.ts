/** The bytes are not a PDF the reader can open (not a PDF, damaged, password protected, too slow). */
export class PdfUnreadableError extends Error {
  constructor(readonly reason: string) {
    super(`not a readable PDF (${reason})`);
    this.name = 'PdfUnreadableError';
  }
}
