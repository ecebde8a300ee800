/** A category's name as a label when its catalogue title is not at hand: "shipment-delays" → "Shipment delays". */
export function categoryTitle(category: string): string {
  const words = category.replace(/[-_.]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : category;
}
