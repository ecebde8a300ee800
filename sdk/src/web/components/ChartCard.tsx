import { useId, useState, type ReactNode } from 'react';
import { Button, ButtonGroup, Card, HTMLSelect } from '@blueprintjs/core';

/** What a `ChartCard` shows: the drawing, or the same numbers as a table. */
export type ChartView = 'chart' | 'table';

export interface ChartCardProps {
  /** The card's visible heading; it names the card (a region) and its controls. */
  title: string;
  /** The heading's level (3 under a section's h2; 2 directly under the page's h1). @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** The currencies the figures exist in; a select ("Currency of <title>") shows when there are several. */
  currencies?: readonly string[];
  /** The chosen currency (the select's value). */
  currency?: string;
  onCurrencyChange?: (currency: string) => void;
  /** The view shown first. @default 'chart' */
  defaultView?: ChartView;
  /**
   * A fixed body height in pixels: the body scrolls (a focusable group "<title> (scrolls)", so a keyboard
   * scrolls it too) and keeps what follows the card in view. Without it the card grows with its content.
   */
  maxBodyHeight?: number;
  /** Shown instead of the body while there is nothing to draw (a LoadStates: loading, error with Retry, empty). */
  status?: ReactNode;
  /** Draws the body in the chosen view. */
  children: (view: ChartView) => ReactNode;
}

/**
 * A titled card around one chart: a visible heading naming the card (`role="region"`), a currency select
 * when the figures exist in several currencies, and a Chart / Table switch (the table is the same numbers
 * for reading and copying). The caller loads and draws; the card holds the view.
 */
export function ChartCard({ title, headingLevel = 3, currencies = [], currency, onCurrencyChange, defaultView = 'chart', maxBodyHeight, status, children }: ChartCardProps) {
  const [view, setView] = useState<ChartView>(defaultView);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card compact aria-labelledby={headingId} role="region" style={{ minWidth: 0 }} className="pt-chart-card">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 6 }}>
        <Heading id={headingId} className="bp6-heading" style={{ fontSize: 14, margin: 0, flex: 1 }}>
          {title}
        </Heading>
        {currencies.length > 1 && <HTMLSelect aria-label={`Currency of ${title}`} value={currency ?? currencies[0]} onChange={(e) => onCurrencyChange?.(e.target.value)} options={[...currencies]} />}
        <ButtonGroup role="group" aria-label={`${title}: show as`}>
          <Button size="small" icon="timeline-bar-chart" text="Chart" active={view === 'chart'} aria-pressed={view === 'chart'} onClick={() => setView('chart')} />
          <Button size="small" icon="th" text="Table" active={view === 'table'} aria-pressed={view === 'table'} onClick={() => setView('table')} />
        </ButtonGroup>
      </div>
      {status ??
        (maxBodyHeight ? (
          <div tabIndex={0} role="group" aria-label={`${title} (scrolls)`} style={{ maxHeight: maxBodyHeight, overflowY: 'auto' }}>
            {children(view)}
          </div>
        ) : (
          children(view)
        ))}
    </Card>
  );
}
