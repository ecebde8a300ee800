import type { DocSection } from './DocSection';

/** Whether a section matches the page's search: every word of it appears in the title, summary, import line or keywords. */
export function sectionMatches(section: DocSection, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = `${section.title} ${section.summary} ${section.importLine} ${section.keywords}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
