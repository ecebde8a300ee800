import { useEffect, useRef } from 'react';
import { Classes } from '@blueprintjs/core';

/** Where a field was read: page (1-based) and the text line. */
export interface SourceLine {
  page: number | null;
  source: string | null;
  /** The field's label, to say what the highlighted line is. */
  label: string;
}

/** The same line, whitespace aside. */
const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/**
 * The text lines of each page as the reader read them, the line a field came from highlighted (a
 * `<mark>` with "Read for …" for screen readers, not colour alone) and scrolled into view.
 */
export function ExtractedText({ pages, highlight }: { pages: string[][]; highlight?: SourceLine }) {
  const marked = useRef<HTMLElement>(null);
  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlight]);
  if (pages.length === 0) return <p className={Classes.TEXT_MUTED}>No text could be read from this PDF.</p>;
  return (
    <div aria-label="Text read from the document" role="region" style={{ fontFamily: 'monospace', fontSize: 12 }}>
      {pages.map((lines, index) => {
        const page = index + 1;
        return (
          <section key={page} aria-label={`Page ${page}`}>
            <h3 className={Classes.HEADING} style={{ fontSize: 13, margin: '8px 0 4px' }}>
              Page {page}
            </h3>
            <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {lines.map((line, i) => {
                const hit = highlight?.source && (highlight.page === null || highlight.page === page) && same(line, highlight.source);
                return (
                  <li key={i} style={{ whiteSpace: 'pre-wrap', minHeight: '1em' }}>
                    {hit ? (
                      <mark ref={marked} data-testid="source-line" style={{ background: '#fbd065', color: '#1c2127', outline: '2px solid #c87619' }}>
                        <span className={Classes.TEXT_MUTED} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                          Read for {highlight.label}:{' '}
                        </span>
                        {line}
                      </mark>
                    ) : (
                      line
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
