/** The largest logo a company may upload (1 MiB). */
export const MAX_LOGO_BYTES = 1024 * 1024;

export type LogoImage = { contentType: 'image/png' | 'image/jpeg'; width: number | null; height: number | null };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A JPEG's size from its first start-of-frame marker (SOF0..SOF15 but DHT, JPG and DAC), or null. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / start of scan before a frame
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * What an uploaded logo is, by its bytes (the browser's claimed type and the file name are ignored):
 * a PNG (the signature and an IHDR chunk, whose width and height it carries) or a JPEG (FF D8 FF; its
 * size from the first frame header, null when none is found), else why it is refused.
 */
export function readLogoImage(bytes: Buffer): LogoImage | { problem: string } {
  if (bytes.length === 0) return { problem: 'file is required' };
  if (bytes.length > MAX_LOGO_BYTES) return { problem: 'The logo must be at most 1 MiB' };
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return { problem: 'The file is not a real PNG image' };
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    if (width === 0 || height === 0) return { problem: 'The PNG image has no size' };
    return { contentType: 'image/png', width, height };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    return { contentType: 'image/jpeg', width: size?.width ?? null, height: size?.height ?? null };
  }
  return { problem: 'The logo must be a PNG or JPEG image' };
}
