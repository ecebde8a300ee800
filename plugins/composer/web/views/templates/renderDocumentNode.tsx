import type { CSSProperties, ReactNode } from 'react';
import type { ComposerNode, ComposerRenderNode, DocumentPage, DocumentSourceInfo } from '@portolan/sdk';

export interface DocumentCanvasContext {
  page: DocumentPage;
  /** The printable type's fields and tables (labels for the bracketed placeholders). */
  source: DocumentSourceInfo | undefined;
  /** An object URL of the company's logo, or null when there is none. */
  logoUrl: string | null;
}

const str = (node: ComposerNode, prop: string): string | undefined => (typeof node.props[prop] === 'string' ? (node.props[prop] as string) : undefined);
const num = (node: ComposerNode, prop: string, fallback: number): number => (typeof node.props[prop] === 'number' ? (node.props[prop] as number) : fallback);

/** `props.size`, `props.bold`, `props.align`, `props.color` (any text block). */
function textStyle(node: ComposerNode, size = 10): CSSProperties {
  const align = str(node, 'align');
  const color = str(node, 'color');
  return {
    fontSize: num(node, 'size', size),
    fontWeight: node.props.bold === true ? 700 : undefined,
    textAlign: align === 'center' || align === 'right' ? align : 'left',
    color: color && /^#[0-9a-f]{6}$/i.test(color) ? color : undefined,
  };
}

/**
 * Draws a document block on the paper sheet as the PDF will (DOCUMENT_BLOCK_TYPES): layout blocks lay
 * their children out, record values show as the field's label in brackets (the live preview beside
 * it prints the real record), the logo is the company's uploaded image.
 */
export function renderDocumentNode(ctx: DocumentCanvasContext): ComposerRenderNode {
  const fieldLabel = (key: string | undefined) => (key ? (ctx.source?.fields.find((f) => f.key === key)?.label ?? key) : 'No field chosen');
  const fill = (text: string) => text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => `[${key === 'reference' ? 'Reference' : key === 'title' ? 'Title' : fieldLabel(key)}]`);
  return (node, children) => {
    const draw = (content: ReactNode, style?: CSSProperties) => (
      <div className={`tc-block tc-${node.type}`} style={style}>
        {content}
      </div>
    );
    switch (node.type) {
      case 'Fragment': {
        const m = ctx.page.margins;
        return draw(children, { padding: `${m.top}px ${m.right}px ${m.bottom}px ${m.left}px`, display: 'flex', flexDirection: 'column', gap: 6 });
      }
      case 'row':
        return draw(children.length ? children : <span className="tc-empty">Empty row: add blocks into it</span>, { display: 'flex', gap: num(node, 'gap', 12), flexGrow: num(node, 'grow', 1) });
      case 'column':
      case 'section':
        return draw(children.length ? children : <span className="tc-empty">Empty {node.type}: add blocks into it</span>, { display: 'flex', flexDirection: 'column', gap: 6, flexGrow: num(node, 'grow', 1) });
      case 'heading':
        return draw(node.value?.trim() ? node.value : '[Document title]', { ...textStyle(node, 18), fontWeight: node.props.bold === false ? 400 : 700 });
      case 'text':
        return draw(fill(node.value ?? ''), { ...textStyle(node), whiteSpace: 'pre-wrap' });
      case 'field':
        return draw(
          <>
            {node.props.showLabel !== false && <span className="tc-caption">{node.title}: </span>}[{fieldLabel(node.entityField)}]
          </>,
          textStyle(node),
        );
      case 'companyLogo':
        if (!node.companyLogo) return draw(<span className="tc-empty">Logo hidden</span>);
        return draw(ctx.logoUrl ? <img src={ctx.logoUrl} alt="Company logo" style={{ width: num(node, 'width', 96), height: 'auto' }} /> : <span className="tc-empty">No logo uploaded (nothing prints)</span>);
      case 'companyDetails':
        if (!node.companyDetails) return draw(<span className="tc-empty">Company details hidden</span>);
        return draw(
          <>
            <strong>[Your company name]</strong>
            <br />
            [Address, email, phone, tax ids]
          </>,
          textStyle(node),
        );
      case 'party':
        return draw(
          <>
            <span className="tc-caption">[Counterparty caption]</span>
            <br />
            <strong>[Counterparty name]</strong>
            <br />
            [Address and tax ids]
          </>,
          textStyle(node),
        );
      case 'lineItems': {
        const table = str(node, 'table');
        const title = table ? (ctx.source?.tables.find((t) => t.key === table)?.title ?? table) : 'All tables of the record';
        return draw(
          <table className="tc-lines">
            <caption>[{title}]</caption>
            <tbody>
              <tr className="tc-lines-head">
                <td>Description</td>
                <td>Quantity</td>
                <td>Amount</td>
              </tr>
              <tr>
                <td>[line]</td>
                <td>[qty]</td>
                <td>[amount]</td>
              </tr>
            </tbody>
          </table>,
        );
      }
      case 'totals':
        return draw(
          <>
            [Subtotal]
            <br />
            [Taxes]
            <br />
            <strong>[Total]</strong>
          </>,
          { textAlign: 'right' },
        );
      case 'terms':
        return draw(
          <>
            <span className="tc-caption">Notes</span>
            <br />
            [The record&apos;s notes]
            <br />
            <span className="tc-caption">Terms</span>
            <br />
            [The record&apos;s terms]
          </>,
        );
      case 'signature':
        return draw(
          <>
            <div className="tc-signature-line" />
            {str(node, 'label') || 'Authorised signatory'}
            <br />
            [Your company name]
          </>,
        );
      case 'divider':
        return draw(<hr className="tc-rule" />);
      case 'spacer':
        return draw(null, { height: num(node, 'height', 12) });
      default:
        return draw(<span className="tc-empty">Unknown block {node.type}</span>);
    }
  };
}
