import { Suspense } from 'react';
import { Card, Classes, Spinner } from '@blueprintjs/core';
import type { DocSection } from './DocSection';
import { ExampleBoundary } from './ExampleBoundary';
import { PropsTable } from './PropsTable';

const CODE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0 12px' } as const;

/** One component's documentation: description, import line, live example (its own lazy chunk), props tables and a code sample. */
export function DocSectionView({ section }: { section: DocSection }) {
  const { id, title, Example } = section;
  return (
    <section id={id} aria-labelledby={`${id}-title`} style={{ scrollMarginTop: 8, marginBottom: 32 }}>
      <h2 id={`${id}-title`} tabIndex={-1} className={Classes.HEADING}>
        {title}
      </h2>
      <p style={{ maxWidth: 820 }}>{section.summary}</p>
      <pre className={Classes.CODE_BLOCK} style={CODE}>
        <code>{section.importLine}</code>
      </pre>
      <h3 className={Classes.HEADING}>Live example</h3>
      <p className={Classes.TEXT_MUTED} style={{ color: '#404854' }}>
        {section.exampleCaption}
      </p>
      <Card style={{ marginBottom: 12 }}>
        <ExampleBoundary title={title}>
          <Suspense fallback={<Spinner size={24} aria-label={`Loading the ${title} example`} />}>
            <Example />
          </Suspense>
        </ExampleBoundary>
      </Card>
      <h3 className={Classes.HEADING}>Props</h3>
      {section.tables.map((table) => (
        <PropsTable key={table.caption} table={table} />
      ))}
      <h3 className={Classes.HEADING}>Code</h3>
      <pre className={Classes.CODE_BLOCK} style={CODE}>
        <code>{section.code}</code>
      </pre>
    </section>
  );
}
