import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 256;
const HEIGHT = 96;
/** Bluewave's brand blue and its lighter wave. */
const NAVY = [0x0b, 0x4f, 0x8a] as const;
const TEAL = [0x1f, 0xa3, 0xc4] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
type Colour = readonly [number, number, number];

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** The "B": a stem, and two bowls (half rings) joined to it by bars. */
function inB(x: number, y: number): boolean {
  if (x >= 14 && x <= 21 && y >= 26 && y <= 70) return true;
  const bowl = (cy: number, outer: number, top: number, bottom: number) => {
    if (x >= 14 && x <= 29 && ((y >= top && y <= top + 6) || (y >= bottom - 6 && y <= bottom))) return true;
    const r = Math.hypot(x - 29, y - cy);
    return x >= 29 && r <= outer && r >= outer - 6;
  };
  return bowl(37.5, 11.5, 26, 49) || bowl(56.5, 13.5, 43, 70);
}

/** The "W": four strokes. */
function inW(x: number, y: number): boolean {
  const points: [number, number][] = [[49, 27], [57, 69], [66, 39], [75, 69], [83, 27]];
  return points.slice(1).some(([bx, by], i) => distanceToSegment(x, y, points[i]![0], points[i]![1], bx, by) <= 3.2);
}

/** The colour at a point (null: transparent): a rounded navy square with a white "BW", and two waves to its right. */
function colourAt(x: number, y: number): Colour | null {
  if (x < 96) {
    const cx = Math.max(12, Math.min(84, x));
    const cy = Math.max(12, Math.min(84, y));
    if (Math.hypot(x - cx, y - cy) > 12) return null; // the square's rounded corners
    return inB(x, y) || inW(x, y) ? WHITE : NAVY;
  }
  if (x < 108 || x > 248) return null;
  const phase = ((x - 108) / 140) * Math.PI * 3;
  if (Math.abs(y - (40 + 12 * Math.sin(phase))) <= 4.5) return NAVY;
  if (Math.abs(y - (62 + 10 * Math.sin(phase + 0.9))) <= 3) return TEAL;
  return null;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * Bluewave Logistics' demo logo: a 256×96 RGBA PNG drawn here (a navy "BW" monogram and a two-line
 * wave on transparency, 4×4 supersampled so the edges are smooth), encoded with node:zlib.
 */
export function bluewaveLogoPng(): Buffer {
  const SAMPLES = 4;
  const raw = Buffer.alloc((WIDTH * 4 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (WIDTH * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < WIDTH; x += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const c = colourAt(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES);
          if (!c) continue;
          sum[0]! += c[0];
          sum[1]! += c[1];
          sum[2]! += c[2];
          sum[3]! += 1;
        }
      }
      const at = row + 1 + x * 4;
      const covered = sum[3]!;
      raw[at] = covered ? Math.round(sum[0]! / covered) : 0;
      raw[at + 1] = covered ? Math.round(sum[1]! / covered) : 0;
      raw[at + 2] = covered ? Math.round(sum[2]! / covered) : 0;
      raw[at + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, deflate, no filter method, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
