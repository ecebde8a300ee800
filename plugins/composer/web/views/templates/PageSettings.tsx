import { useState } from 'react';
import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { PAGE_SIZES, type DocumentPage, type PageMargins, type PageSize } from '@portolan/sdk';

const SIDES: Array<{ key: keyof PageMargins; label: string }> = [
  { key: 'top', label: 'Top' },
  { key: 'right', label: 'Right' },
  { key: 'bottom', label: 'Bottom' },
  { key: 'left', label: 'Left' },
];
/** Margins are whole points, 18..144 (the server checks the same). */
export const clampMargin = (value: number) => Math.min(144, Math.max(18, Math.round(value)));

/** A margin typed freely and taken (clamped to 18..144) on leaving the field or Enter. */
function MarginInput({ id, value, onCommit }: { id: string; value: number; onCommit: (value: number) => void }) {
  const [text, setText] = useState<string | undefined>();
  const commit = () => {
    if (text === undefined) return;
    const n = Number(text);
    if (text.trim() !== '' && Number.isFinite(n)) onCommit(clampMargin(n));
    setText(undefined);
  };
  return <InputGroup id={id} type="number" min={18} max={144} value={text ?? String(value)} onChange={(e) => setText(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} />;
}

/** The page of a template: size, orientation and margins (points). */
export function PageSettings({ page, onChange, disabled }: { page: DocumentPage; onChange: (page: DocumentPage) => void; disabled?: boolean }) {
  return (
    <fieldset style={{ border: '1px solid #d3d8de', borderRadius: 4, padding: 8, margin: 0 }} disabled={disabled}>
      <legend>Page</legend>
      <div className="tc-toolbar">
        <FormGroup label="Size" labelFor="tc-page-size" inline style={{ margin: 0 }}>
          <HTMLSelect id="tc-page-size" value={page.size} onChange={(e) => onChange({ ...page, size: e.target.value as PageSize })}>
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s === 'LETTER' ? 'Letter' : s}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label="Orientation" labelFor="tc-page-orientation" inline style={{ margin: 0 }}>
          <HTMLSelect id="tc-page-orientation" value={page.orientation} onChange={(e) => onChange({ ...page, orientation: e.target.value === 'landscape' ? 'landscape' : 'portrait' })}>
            <option value="portrait">Portrait</option>
            <option value="landscape">Landscape</option>
          </HTMLSelect>
        </FormGroup>
      </div>
      <div className="tc-toolbar" style={{ marginTop: 6 }}>
        {SIDES.map((side) => (
          <FormGroup key={side.key} label={`${side.label} margin (pt)`} labelFor={`tc-margin-${side.key}`} style={{ margin: 0, width: 110 }}>
            <MarginInput id={`tc-margin-${side.key}`} value={page.margins[side.key]} onCommit={(value) => onChange({ ...page, margins: { ...page.margins, [side.key]: value } })} />
          </FormGroup>
        ))}
      </div>
    </fieldset>
  );
}
