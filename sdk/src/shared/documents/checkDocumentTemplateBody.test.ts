import { describe, expect, it } from 'vitest';
import { sampleComposerTree } from '../composer/sampleComposerTree';
import { checkDocumentTemplateBody } from './checkDocumentTemplateBody';
import { DEFAULT_DOCUMENT_PAGE } from './DocumentTemplateBody';

const good = () => JSON.parse(JSON.stringify({ page: DEFAULT_DOCUMENT_PAGE, tree: sampleComposerTree().tree }));

describe('checkDocumentTemplateBody', () => {
  it('accepts a page and a tree of document blocks', () => {
    expect(checkDocumentTemplateBody(good())).toEqual([]);
    const letter = good();
    letter.page = { size: 'LETTER', orientation: 'landscape', margins: { top: 18, right: 144, bottom: 36, left: 72 } };
    expect(checkDocumentTemplateBody(letter)).toEqual([]);
  });

  it.each([null, 'x', [], 3])('refuses %j as a whole', (value) => {
    expect(checkDocumentTemplateBody(value)).toEqual(['The template body must be an object with page and tree']);
  });

  it('names the page fields that are wrong', () => {
    const body = good();
    body.page = { size: 'A5', orientation: 'sideways', margins: { top: 17, right: 145, bottom: 20.5, left: '50' } };
    expect(checkDocumentTemplateBody(body)).toEqual([
      'page.size must be one of A4, LETTER',
      'page.orientation must be portrait or landscape',
      'page.margins.top must be a whole number of points from 18 to 144',
      'page.margins.right must be a whole number of points from 18 to 144',
      'page.margins.bottom must be a whole number of points from 18 to 144',
      'page.margins.left must be a whole number of points from 18 to 144',
    ]);
  });

  it('names a missing page or margins', () => {
    const body = good();
    delete body.page;
    expect(checkDocumentTemplateBody(body)).toEqual(['page must be an object with size, orientation and margins']);
    const noMargins = good();
    noMargins.page.margins = null;
    expect(checkDocumentTemplateBody(noMargins)).toEqual(['page.margins must be an object with top, right, bottom and left']);
  });

  it("passes on the tree's problems under tree:", () => {
    const body = good();
    body.tree.nodes.footer.parent = 'gone';
    expect(checkDocumentTemplateBody(body)).toContain('tree: Node "footer" has a parent "gone" that does not exist');
    expect(checkDocumentTemplateBody({ page: DEFAULT_DOCUMENT_PAGE })).toEqual(['tree: The tree must be an object with rootId, nodes and highlighted']);
  });

  it('names a node whose type is not a document block', () => {
    const body = good();
    body.tree.nodes.footer.type = 'chart';
    expect(checkDocumentTemplateBody(body)).toEqual([expect.stringContaining('tree: Node "footer" has type "chart", which is not a document block')]);
  });
});
