import { describe, expect, it } from 'vitest';
import { hsCodeDetails, isKnownSubheading, searchHsCodes } from './hsNomenclature';

describe('HS 2022 nomenclature', () => {
  it('knows the six-digit subheadings of HS 2022, and nothing else counts as one', () => {
    expect(isKnownSubheading('090121')).toBe(true);
    expect(isKnownSubheading('847130')).toBe(true);
    // Headings and chapters are not subheadings; UN Comtrade's 999999 is not HS; 0901.29 does not exist.
    for (const code of ['0901', '09', '999999', '090129', '', '09012', '0901211', 'abcdef', ' 090121']) expect(isKnownSubheading(code)).toBe(false);
  });

  it('holds the edition whole: 96 chapters, 1,228 headings, 5,612 subheadings, each under an existing parent and in one of 21 sections', () => {
    const counts: Record<number, number> = { 2: 0, 4: 0, 6: 0 };
    const sections = new Set<string>();
    for (let c = 1; c <= 97; c++) {
      const chapter = hsCodeDetails(String(c).padStart(2, '0'));
      if (!chapter) continue;
      counts[2]++;
      sections.add(chapter.section);
      for (const heading of chapter.children) {
        counts[4]++;
        expect(heading.parent).toBe(chapter.code);
        const details = hsCodeDetails(heading.code)!;
        for (const sub of details.children) {
          expect(sub.parent).toBe(heading.code);
          expect(sub.section).toBe(chapter.section);
        }
        counts[6] += details.children.length;
      }
    }
    expect(counts).toEqual({ 2: 96, 4: 1228, 6: 5612 });
    expect(sections.size).toBe(21);
  });

  it('gives a subheading its chapter and heading, top first', () => {
    expect(hsCodeDetails('090121')).toEqual({
      code: '090121',
      description: 'Coffee; roasted, not decaffeinated',
      level: 6,
      parent: '0901',
      section: 'II',
      path: [
        { code: '09', description: 'Coffee, tea, mate and spices', level: 2, parent: null, section: 'II' },
        expect.objectContaining({ code: '0901', level: 4, parent: '09', section: 'II' }),
      ],
      children: [],
    });
    expect(hsCodeDetails('0901')!.children.map((c) => c.code)).toEqual(['090111', '090112', '090121', '090122', '090190']);
    expect(hsCodeDetails('0902')).toBeDefined();
    expect(hsCodeDetails('9999')).toBeUndefined();
  });

  it('matches digits as a code prefix: the exact code first, then the codes below it, shorter first', () => {
    expect(searchHsCodes('0901', 20).map((c) => c.code)).toEqual(['0901', '090111', '090112', '090121', '090122', '090190']);
    expect(searchHsCodes('0901.21', 20).map((c) => c.code)).toEqual(['090121']);
    expect(searchHsCodes('09', 3).map((c) => c.code)).toEqual(['09', '0901', '0902']);
    expect(searchHsCodes('123456', 20)).toEqual([]);
  });

  it('matches words, all of them, ignoring case and diacritics; word starts rank first', () => {
    const roasted = searchHsCodes('Rôasted CÖFFEE', 20).map((c) => c.code);
    // The coffee subheadings that say 'roasted' come first ('not roasted' matches the words too).
    expect(roasted.slice(0, 4).sort()).toEqual(['090111', '090112', '090121', '090122']);
    for (const code of roasted) expect(hsCodeDetails(code)!.description.toLowerCase()).toMatch(/roasted/);
    for (const code of roasted) expect(hsCodeDetails(code)!.description.toLowerCase()).toMatch(/coffee/);
    // 'tea' starts a word in 'Tea, whether or not flavoured' but is only inside 'steam': the first ranks above.
    const tea = searchHsCodes('tea', 50);
    const firstInside = tea.findIndex((c) => !/\btea/i.test(c.description));
    const lastStart = tea.map((c) => /\btea/i.test(c.description)).lastIndexOf(true);
    expect(firstInside === -1 || lastStart < firstInside).toBe(true);
    expect(searchHsCodes('coffee unobtainium', 20)).toEqual([]);
  });

  it('combines digits and words: words within the code prefix', () => {
    const hits = searchHsCodes('09 decaffeinated', 20);
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h.code.startsWith('09')).toBe(true);
      expect(h.description.toLowerCase()).toContain('decaffeinated');
    }
  });

  it('answers at most `limit` codes', () => expect(searchHsCodes('of', 7)).toHaveLength(7));
});
