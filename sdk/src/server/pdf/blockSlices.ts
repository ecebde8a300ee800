import type { ComposerNode, ComposerPropValue } from '../../shared/composer/ComposerTree';
import type { RenderContext } from './RenderContext';
import type { Slice } from './Slice';
import { sortedChildren } from './sortedChildren';
import { tableSlices } from './tableSlices';
import type { TextStyle } from './TextSetter';

type Align = 'left' | 'center' | 'right';

const INK = '#1c2127';
const MUTED = '#5f6b7c';
const RULE = '#d3d8de';
/** Space between blocks stacked in a column, section or the page. */
const STACK_GAP = 8;

const num = (v: ComposerPropValue | undefined, fallback: number, min: number, max: number) =>
  typeof v === 'number' && Number.isFinite(v) ? Math.min(max, Math.max(min, v)) : fallback;
const align = (v: ComposerPropValue | undefined, fallback: Align): Align => (v === 'left' || v === 'center' || v === 'right' ? v : fallback);
const color = (v: ComposerPropValue | undefined, fallback: string) => (typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v) ? v : fallback);

/** The style of a block's main text: its props (size, bold, color) over the block's defaults. */
function styleOf(node: ComposerNode, size: number, bold: boolean, ink = INK): TextStyle {
  return { size: num(node.props.size, size, 4, 96), bold: typeof node.props.bold === 'boolean' ? node.props.bold : bold, color: color(node.props.color, ink) };
}

/** A record field by key (`validUntil`, or a dotted `quote.validUntil`); `reference` and `title` are the record's own. */
function fieldValue(ctx: RenderContext, key: string | undefined): string {
  if (!key) return '';
  const { fields, reference, title } = ctx.record;
  const value = fields[key] ?? fields[key.slice(key.lastIndexOf('.') + 1)];
  if (value !== undefined) return value;
  return key === 'reference' ? reference : key === 'title' ? title : '';
}

/** One slice per line, so long text breaks between pages. */
function lineSlices(ctx: RenderContext, text: string, style: TextStyle, x: number, width: number, al: Align): Slice[] {
  if (text.trim() === '') return [];
  const h = ctx.text.lineHeight(style);
  return ctx.text.wrap(text, style, width).map((line) => ({ height: h, draw: (y: number) => ctx.text.drawLine(line, x, y, width, style, al) }));
}

/** Several texts drawn one under another as one unbreakable slice (a caption with its value, a party). */
function blockOf(ctx: RenderContext, parts: { text: string; style: TextStyle }[], x: number, width: number, al: Align): Slice[] {
  const laid = parts.filter((p) => p.text.trim() !== '').map((p) => ({ ...p, lines: ctx.text.wrap(p.text, p.style, width) }));
  if (laid.length === 0) return [];
  const height = laid.reduce((sum, p) => sum + p.lines.length * ctx.text.lineHeight(p.style), 0);
  return [
    {
      height,
      draw(y) {
        let cy = y;
        for (const p of laid) cy += ctx.text.draw(p.text, x, cy, width, p.style, al);
      },
    },
  ];
}

/** A container's children one under another, with space between the ones that draw something. */
function stacked(ctx: RenderContext, node: ComposerNode, x: number, width: number): Slice[] {
  const out: Slice[] = [];
  for (const child of sortedChildren(ctx.tree, node)) {
    const slices = blockSlices(ctx, child, x, width);
    if (slices.length === 0) continue;
    if (out.length > 0) out.push({ height: STACK_GAP, space: true, draw: () => undefined });
    out.push(...slices);
  }
  return out;
}

/** A row: its children side by side, widths by `grow`, as one slice (moved whole to the next page); stacked when taller than a page. */
function row(ctx: RenderContext, node: ComposerNode, x: number, width: number): Slice[] {
  const children = sortedChildren(ctx.tree, node);
  if (children.length === 0) return [];
  const gap = num(node.props.gap, 12, 0, 200);
  const grows = children.map((c) => num(c.props.grow, 1, 0.01, 100));
  const free = Math.max(1, width - gap * (children.length - 1));
  const sum = grows.reduce((a, b) => a + b, 0);
  let cx = x;
  const laid = children.map((child, i) => {
    const w = (free * grows[i]!) / sum;
    const slices = blockSlices(ctx, child, cx, w);
    cx += w + gap;
    return slices;
  });
  const heights = laid.map((slices) => slices.reduce((s, sl) => s + sl.height, 0));
  const height = Math.max(...heights);
  if (height === 0) return [];
  if (height > ctx.pageContentHeight) return stacked(ctx, node, x, width);
  return [
    {
      height,
      draw(y) {
        for (const slices of laid) {
          let cy = y;
          for (const s of slices) {
            s.draw(cy);
            cy += s.height;
          }
        }
      },
    },
  ];
}

/**
 * The slices a block draws at [x, x + width] (DocumentTemplateBody says what each block type draws);
 * nothing for an empty field, an absent logo or counterparty, and for unknown block types.
 */
export function blockSlices(ctx: RenderContext, node: ComposerNode, x: number, width: number): Slice[] {
  const { record, text, doc } = ctx;
  const al = align(node.props.align, 'left');
  switch (node.type) {
    case 'Fragment':
    case 'column':
    case 'section':
      return stacked(ctx, node, x, width);
    case 'row':
      return row(ctx, node, x, width);
    case 'heading':
      return lineSlices(ctx, node.value?.trim() ? node.value : record.title, styleOf(node, 18, true), x, width, al);
    case 'text': {
      const value = (node.value ?? '').replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, key: string) => fieldValue(ctx, key));
      return lineSlices(ctx, value, styleOf(node, 10, false), x, width, al);
    }
    case 'field': {
      const value = fieldValue(ctx, node.entityField);
      if (value.trim() === '') return [];
      const caption = node.props.showLabel === false ? '' : node.title;
      return blockOf(ctx, [{ text: caption, style: { size: 7.5, bold: false, color: MUTED } }, { text: value, style: styleOf(node, 10, false) }], x, width, al);
    }
    case 'companyLogo': {
      if (!ctx.logo) return [];
      const w = Math.min(width, num(node.props.width, 96, 8, 600));
      const h = Math.min((w * ctx.logo.height) / ctx.logo.width, 160);
      const logo = ctx.logo;
      const lx = al === 'right' ? x + width - w : al === 'center' ? x + (width - w) / 2 : x;
      return [{ height: h, draw: (y) => void doc.image(logo.image as unknown as Buffer, lx, y, { fit: [w, h], align: 'center', valign: 'center' }) }];
    }
    case 'companyDetails':
      return blockOf(ctx, [{ text: record.issuer.name, style: styleOf(node, 12, true) }, { text: record.issuer.lines.join('\n'), style: { size: 8.5, bold: false, color: MUTED } }], x, width, al);
    case 'party': {
      const party = record.counterparty;
      if (!party) return [];
      return blockOf(
        ctx,
        [
          { text: record.counterpartyLabel, style: { size: 7.5, bold: false, color: MUTED } },
          { text: party.name, style: styleOf(node, 11, true) },
          { text: party.lines.join('\n'), style: { size: 8.5, bold: false, color: MUTED } },
        ],
        x,
        width,
        al,
      );
    }
    case 'lineItems': {
      const key = typeof node.props.table === 'string' ? node.props.table : '';
      const tables = record.tables.filter((t) => !key || t.key === key);
      const out: Slice[] = [];
      for (const table of tables) {
        if (out.length > 0) out.push({ height: 14, space: true, draw: () => undefined });
        out.push(...tableSlices(ctx, table, x, width, num(node.props.size, 9, 5, 24)));
      }
      return out;
    }
    case 'totals': {
      const boxW = Math.min(width, Math.max(200, width * 0.45));
      const bx = x + width - boxW;
      return record.totals.map((line) => {
        const style = { ...styleOf(node, 10, false), bold: line.strong === true };
        const labelW = boxW * 0.55;
        const lines = text.wrap(line.label, style, labelW - 4);
        const height = lines.length * text.lineHeight(style) + 4;
        return {
          height,
          draw(y: number) {
            if (line.strong) doc.moveTo(bx, y + 0.5).lineTo(x + width, y + 0.5).lineWidth(0.75).strokeColor(INK).stroke();
            lines.forEach((l, i) => text.drawLine(l, bx, y + 2 + i * text.lineHeight(style), labelW - 4, style));
            text.drawLine(line.value, bx + labelW, y + 2, boxW - labelW, style, 'right');
          },
        };
      });
    }
    case 'terms': {
      const body = styleOf(node, 9, false);
      const caption: TextStyle = { size: body.size, bold: true, color: body.color };
      const out: Slice[] = [];
      for (const [title, value] of [['Notes', record.notes], ['Terms and conditions', record.terms]] as const) {
        if (value.trim() === '') continue;
        if (out.length > 0) out.push({ height: STACK_GAP, space: true, draw: () => undefined });
        const [first, ...rest] = lineSlices(ctx, value, body, x, width, al);
        const head = lineSlices(ctx, title, caption, x, width, al)[0]!;
        out.push({ height: head.height + first!.height, draw: (y) => (head.draw(y), first!.draw(y + head.height)) }, ...rest);
      }
      return out;
    }
    case 'signature': {
      const label = typeof node.props.label === 'string' && node.props.label.trim() ? node.props.label : 'Authorised signatory';
      const style = styleOf(node, 9, false);
      const sa = align(node.props.align, 'right');
      const w = Math.min(width, 200);
      const sx = sa === 'right' ? x + width - w : sa === 'center' ? x + (width - w) / 2 : x;
      const forLine = `For ${record.issuer.name}`;
      const forH = text.height(forLine, { ...style, bold: true }, w);
      const labelH = text.height(label, style, w);
      return [
        {
          height: forH + 40 + labelH,
          draw(y) {
            text.draw(forLine, sx, y, w, { ...style, bold: true }, sa);
            doc.moveTo(sx, y + forH + 36).lineTo(sx + w, y + forH + 36).lineWidth(0.75).strokeColor(INK).stroke();
            text.draw(label, sx, y + forH + 40, w, style, sa);
          },
        },
      ];
    }
    case 'divider':
      return [{ height: 9, draw: (y) => void doc.moveTo(x, y + 4.5).lineTo(x + width, y + 4.5).lineWidth(0.75).strokeColor(color(node.props.color, RULE)).stroke() }];
    case 'spacer':
      return [{ height: num(node.props.height, 12, 0, 720), draw: () => undefined }];
    default:
      return [];
  }
}
