/** What a KYC file may be, by the bytes it starts with (the name and the browser's claimed type are ignored). */
const KINDS: Array<{ contentType: string; magic: number[] }> = [
  { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] }, // %PDF
  { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** The stored content type of a KYC file: PDF, PNG or JPEG by its content; undefined for anything else. */
export function kycContentType(bytes: Uint8Array): string | undefined {
  return KINDS.find((k) => k.magic.every((b, i) => bytes[i] === b))?.contentType;
}
