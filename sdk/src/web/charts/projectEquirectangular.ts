/**
 * The equirectangular projection every map in the product uses (no map library: a chunk budget):
 * longitude −180…180 → x 0…width, latitude 90…−90 → y 0…height (default a 1000 × 500 box).
 */
export function projectEquirectangular(lat: number, lon: number, width = 1000, height = 500): { x: number; y: number } {
  return { x: ((lon + 180) / 360) * width, y: ((90 - lat) / 180) * height };
}
