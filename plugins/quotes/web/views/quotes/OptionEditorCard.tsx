import { Button, Card, FormGroup, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { formatMoney, formatPort } from '@portolan/sdk';
import { carrierLabel, CHARGE_STAGES } from '@portolan/sdk/shared';
import type { PricedOption } from './priceOption';
import { blankLine, type DraftLine, type DraftOption, type MarginMode } from './quoteDraft';
import { quoteFieldId } from './quoteFieldId';

export type OptionEditorCardProps = {
  option: DraftOption;
  index: number;
  count: number;
  currency: string;
  /** The currencies the quote's exchange table can convert. */
  currencies: string[];
  priced: PricedOption;
  onChange: (option: DraftOption) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** The server's 400 for a field path, if it names this one. */
  errorAt: (path: string) => string | undefined;
};

const STAGES = [...CHARGE_STAGES, 'INLAND'] as const;
const money = (v: string | undefined, currency: string) => (v === undefined ? '—' : formatMoney({ decimal: v }, currency));
const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** A cell input with its label (visually hidden), the server's error under it. */
function Cell({ path, label, value, onChange, errorAt, width, inputMode }: { path: string; label: string; value: string; onChange: (v: string) => void; errorAt: (p: string) => string | undefined; width?: number; inputMode?: 'decimal' }) {
  const id = quoteFieldId(path);
  const error = errorAt(path);
  return (
    <>
      <label htmlFor={id} className="bp6-text-muted" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {label}
      </label>
      <InputGroup id={id} size="small" value={value} onChange={(e) => onChange(e.target.value)} intent={error ? 'danger' : 'none'} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} inputMode={inputMode} style={{ width }} />
      {error && (
        <div id={`${id}-error`} role="alert" className="bp6-text-small" style={{ color: '#CD4246' }}>
          {error}
        </div>
      )}
    </>
  );
}

/** One option of a draft quote: title, routing, and its lines table with live buy, margin and sell. */
export function OptionEditorCard({ option, index, count, currency, currencies, priced, onChange, onMove, onRemove, errorAt }: OptionEditorCardProps) {
  const at = `options.${index}`;
  const name = `Option ${index + 1}`;
  const setLine = (i: number, patch: Partial<DraftLine>) => onChange({ ...option, lines: option.lines.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const titleId = quoteFieldId(`${at}.title`);
  const carrierId = quoteFieldId(`${at}.carrier`);
  return (
    <Card compact className="pt-quote-option-editor" role="region" aria-label={name} style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormGroup label={`${name} title`} labelFor={titleId} style={{ margin: 0, minWidth: 220 }} intent={errorAt(`${at}.title`) ? 'danger' : 'none'} helperText={errorAt(`${at}.title`) && <span role="alert">{errorAt(`${at}.title`)}</span>}>
          <InputGroup id={titleId} value={option.title} onChange={(e) => onChange({ ...option, title: e.target.value })} />
        </FormGroup>
        <FormGroup label={`${name} carrier`} labelFor={carrierId} style={{ margin: 0, width: 110 }} intent={errorAt(`${at}.carrier`) ? 'danger' : 'none'} helperText={errorAt(`${at}.carrier`) && <span role="alert">{errorAt(`${at}.carrier`)}</span>}>
          <InputGroup id={carrierId} value={option.carrier} placeholder="SCAC" onChange={(e) => onChange({ ...option, carrier: e.target.value.toUpperCase() })} />
        </FormGroup>
        <div className="bp6-text-muted" style={{ flex: 1 }}>
          {carrierLabel(option.carrier, 'No carrier')} · {formatPort(option.origin)} → {formatPort(option.destination)}
          {option.via.length ? ` via ${option.via.join(', ')}` : ''} · {option.transitDays == null ? 'transit —' : `${option.transitDays} days`}
        </div>
        <Button size="small" icon="arrow-up" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(-1)} />
        <Button size="small" icon="arrow-down" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(1)} />
        <Button size="small" icon="trash" intent="danger" variant="minimal" text={`Remove ${name}`} onClick={onRemove} />
      </div>
      <div style={{ overflowX: 'auto' }}>
        <HTMLTable compact style={{ width: '100%', marginTop: 8 }} aria-label={`Lines of ${name}`}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Stage</th>
              <th scope="col">Quantity</th>
              <th scope="col">Buy unit</th>
              <th scope="col">Buy currency</th>
              <th scope="col" style={num}>
                Buy amount
              </th>
              <th scope="col">Margin</th>
              <th scope="col" style={num}>
                Sell ({currency})
              </th>
              <th scope="col">
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {option.lines.map((line, i) => {
              const lp = `${at}.lines.${i}`;
              const row = `line ${i + 1} of ${name}`;
              const p = priced.lines[i];
              return (
                <tr key={line.key}>
                  <td>
                    <Cell path={`${lp}.code`} label={`Code, ${row}`} value={line.code} onChange={(v) => setLine(i, { code: v.toUpperCase() })} errorAt={errorAt} width={70} />
                  </td>
                  <td>
                    <Cell path={`${lp}.name`} label={`Name, ${row}`} value={line.name} onChange={(v) => setLine(i, { name: v })} errorAt={errorAt} width={170} />
                  </td>
                  <td>
                    <HTMLSelect aria-label={`Stage, ${row}`} value={line.stage} onChange={(e) => setLine(i, { stage: e.target.value as DraftLine['stage'] })} options={STAGES.map((s) => ({ value: s, label: s.charAt(0) + s.slice(1).toLowerCase() }))} />
                  </td>
                  <td>
                    <Cell path={`${lp}.quantity`} label={`Quantity, ${row}`} value={line.quantity} onChange={(v) => setLine(i, { quantity: v })} errorAt={errorAt} width={60} inputMode="decimal" />
                  </td>
                  <td>
                    <Cell path={`${lp}.buyUnit`} label={`Buy unit, ${row}`} value={line.buyUnit} onChange={(v) => setLine(i, { buyUnit: v })} errorAt={errorAt} width={90} inputMode="decimal" />
                  </td>
                  <td>
                    <HTMLSelect aria-label={`Buy currency, ${row}`} id={quoteFieldId(`${lp}.buyCurrency`)} value={line.buyCurrency} onChange={(e) => setLine(i, { buyCurrency: e.target.value })} options={currencies.includes(line.buyCurrency) ? currencies : [line.buyCurrency, ...currencies]} />
                    {errorAt(`${lp}.buyCurrency`) && (
                      <div role="alert" className="bp6-text-small" style={{ color: '#CD4246' }}>
                        {errorAt(`${lp}.buyCurrency`)}
                      </div>
                    )}
                  </td>
                  <td style={num} aria-label={`Buy amount, ${row}`}>
                    {p?.buyAmount === undefined ? '—' : formatMoney({ decimal: p.buyAmount }, line.buyCurrency)}
                  </td>
                  <td>
                    <div style={{ display: 'flex', gap: 4 }}>
                      <HTMLSelect
                        aria-label={`Margin type, ${row}`}
                        value={line.marginMode}
                        onChange={(e) => setLine(i, { marginMode: e.target.value as MarginMode })}
                        options={[
                          { value: 'INHERIT', label: 'Quote margin' },
                          { value: 'PERCENT', label: '%' },
                          { value: 'AMOUNT', label: currency },
                        ]}
                      />
                      {line.marginMode !== 'INHERIT' && <Cell path={`${lp}.margin.value`} label={`Margin, ${row}`} value={line.marginValue} onChange={(v) => setLine(i, { marginValue: v })} errorAt={(x) => errorAt(x) ?? (x.endsWith('.margin.value') ? errorAt(`${lp}.margin`) : undefined)} width={70} inputMode="decimal" />}
                    </div>
                  </td>
                  <td style={num}>
                    <output aria-label={`Sell, ${row}`}>{p?.problem ? <span className="bp6-text-small" style={{ color: '#CD4246' }}>{p.problem}</span> : money(p?.sellAmount, currency)}</output>
                  </td>
                  <td>
                    <Button size="small" variant="minimal" icon="cross" aria-label={`Remove ${row}`} onClick={() => onChange({ ...option, lines: option.lines.filter((_, j) => j !== i) })} />
                  </td>
                </tr>
              );
            })}
            {!option.lines.length && (
              <tr>
                <td colSpan={10} className="bp6-text-muted">
                  No lines yet.
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={6}>
                <Button size="small" icon="add" text={`Add line to ${name}`} onClick={() => onChange({ ...option, lines: [...option.lines, blankLine(currency)] })} />
              </td>
              <th scope="row" colSpan={2} style={num}>
                Totals
              </th>
              <td style={num} colSpan={2}>
                <div>
                  Buy <output aria-label={`Buy total of ${name}`}>{money(priced.buyTotal, currency)}</output>
                </div>
                <div>
                  Margin <output aria-label={`Margin total of ${name}`}>{money(priced.marginTotal, currency)}</output>
                </div>
                <div style={{ fontWeight: 600 }}>
                  Sell <output aria-label={`Sell total of ${name}`}>{money(priced.sellTotal, currency)}</output>
                </div>
              </td>
            </tr>
          </tfoot>
        </HTMLTable>
      </div>
    </Card>
  );
}
