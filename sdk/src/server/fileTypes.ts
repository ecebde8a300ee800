/**
 * Uploads the areas accept (documents, RFQ attachments): the allowed extensions with the bytes such a
 * file starts with, the size limit, and `checkFileType`, which sniffs the content (lifted from the
 * documents plugin when the RFQ area needed the same check).
 */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
/** What may be uploaded: extension → content type and the bytes such a file starts with. */
export const FILE_TYPES: Record<string, { contentType: string; magic?: number[] }> = {
  pdf: { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  png: { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  jpeg: { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP },
  xls: { contentType: 'application/vnd.ms-excel', magic: OLE },
  doc: { contentType: 'application/msword', magic: OLE },
  csv: { contentType: 'text/csv' },
  txt: { contentType: 'text/plain' },
};

/** The largest upload the areas accept (10 MiB). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The stored content type of an upload, or why it is refused: the extension must be allowed and the
 * bytes must look like it (a PDF starts with %PDF, …; text must be valid UTF-8 without NUL bytes).
 * The browser's claimed content type is ignored.
 */
export function checkFileType(name: string, bytes: Buffer): { contentType: string } | { problem: string } {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const type = FILE_TYPES[ext];
  if (!type) return { problem: `Files of type .${ext || '?'} are not accepted (allowed: ${Object.keys(FILE_TYPES).join(', ')})` };
  if (type.magic) {
    if (!type.magic.every((b, i) => bytes[i] === b)) return { problem: `The file is not a real .${ext} file` };
  } else {
    const text = bytes.subarray(0, 64 * 1024);
    if (text.includes(0) || Buffer.from(text.toString('utf8'), 'utf8').length !== text.length) return { problem: `The file is not a text .${ext} file` };
  }
  return { contentType: type.contentType };
}
