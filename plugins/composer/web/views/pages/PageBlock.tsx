import { useContext, type ReactNode } from 'react';
import type { ComposerNode } from '@portolan/sdk';
import { CompanyDetailsBlock } from './CompanyDetailsBlock';
import { CompanyLogoBlock } from './CompanyLogoBlock';
import { FieldBlock } from './FieldBlock';
import { LiveDataPlaceholder } from './LiveDataPlaceholder';
import { PageViewContext } from './PageViewContext';
import { ReportBlock } from './ReportBlock';
import { WidgetBlock } from './WidgetBlock';

const str = (value: unknown) => (typeof value === 'string' ? value : '');
/** A numeric prop (a number, or a select's numeric string) kept within its range. */
function num(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}
const DATA_BLOCKS = new Set(['field', 'table', 'chart', 'widget']);

/** An image block's address when it is an https URL (anything else draws the company logo). */
export const httpsImage = (value: string | undefined) => (value && /^https:\/\/\S+$/i.test(value.trim()) ? value.trim() : undefined);

/**
 * One block of a composed page (shared/types.ts PAGE_BLOCK_TYPES), given its already drawn children:
 * layout (row, column, section), content (heading, text, image, divider, spacer), company (details,
 * logo) and data (field, table, chart, widget; "Sign in to see live data" on a public page).
 */
export function PageBlock({ node, children }: { node: ComposerNode; children?: ReactNode }) {
  const { mode } = useContext(PageViewContext);
  const props = node.props ?? {};
  if (mode === 'public' && DATA_BLOCKS.has(node.type)) return <LiveDataPlaceholder title={node.title} />;
  switch (node.type) {
    case 'row':
      return (
        <div className="composer-page__row" data-block="row" style={{ gap: num(props.gap, 16, 0, 64) }}>
          {children}
        </div>
      );
    case 'column':
      return (
        <div className="composer-page__column" data-block="column" style={{ flexGrow: num(props.grow, 1, 0, 12) }}>
          {children}
        </div>
      );
    case 'section':
      return (
        <div className="composer-page__section" data-block="section">
          {children}
        </div>
      );
    case 'heading': {
      const level = num(props.level, 2, 2, 4);
      const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
      return <Tag className="composer-page__heading" data-block="heading">{node.title}</Tag>;
    }
    case 'text':
      return (
        <p className="composer-page__text" data-block="text">
          {node.value || (mode === 'edit' ? <span className="composer-page__hint">Write the text in the properties</span> : null)}
        </p>
      );
    case 'image': {
      const src = httpsImage(node.value);
      if (!src) return <CompanyLogoBlock />;
      return <img className="composer-page__image" data-block="image" src={src} alt={node.title} loading="lazy" referrerPolicy="no-referrer" />;
    }
    case 'divider':
      return <hr className="composer-page__divider" data-block="divider" />;
    case 'spacer':
      return <div className="composer-page__spacer" data-block="spacer" aria-hidden="true" style={{ height: num(props.height, 24, 4, 240) }} />;
    case 'companyDetails':
      return <CompanyDetailsBlock />;
    case 'companyLogo':
      return <CompanyLogoBlock />;
    case 'field':
      return <FieldBlock field={node.entityField} />;
    case 'table':
    case 'chart':
      return <ReportBlock kind={node.type} report={str(props.report)} title={node.title} />;
    case 'widget':
      return <WidgetBlock widget={str(props.widget)} />;
    default:
      return (
        <div className="composer-page__section" data-block={node.type}>
          {children}
        </div>
      );
  }
}
