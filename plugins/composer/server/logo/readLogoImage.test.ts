import { describe, expect, it } from 'vitest';
import { bluewaveLogoPng } from '../seed/bluewaveLogoPng';
import { MAX_LOGO_BYTES, readLogoImage } from './readLogoImage';

describe('readLogoImage', () => {
  it('reads a PNG’s size from its IHDR chunk', () => {
    expect(readLogoImage(bluewaveLogoPng())).toEqual({ contentType: 'image/png', width: 256, height: 96 });
  });

  it('reads a JPEG’s size from its first frame header, skipping other segments', () => {
    const app1 = [0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66];
    const dqt = [0xff, 0xdb, 0x00, 0x04, 0x00, 0x00];
    const sof2 = [0xff, 0xc2, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
    expect(readLogoImage(Buffer.from([0xff, 0xd8, ...app1, ...dqt, ...sof2, 0xff, 0xd9]))).toEqual({ contentType: 'image/jpeg', width: 800, height: 600 });
    expect(readLogoImage(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({ contentType: 'image/jpeg', width: null, height: null });
  });

  it('refuses other files, a PNG without IHDR, an empty and an oversized one', () => {
    expect(readLogoImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ problem: 'The logo must be a PNG or JPEG image' });
    expect(readLogoImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toHaveProperty('problem');
    expect(readLogoImage(Buffer.alloc(0))).toHaveProperty('problem');
    expect(readLogoImage(Buffer.concat([bluewaveLogoPng(), Buffer.alloc(MAX_LOGO_BYTES)]))).toEqual({ problem: 'The logo must be at most 1 MiB' });
  });
});
