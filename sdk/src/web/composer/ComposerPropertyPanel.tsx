import { FormGroup, HTMLSelect, NumericInput, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';
import { FLEX_ORDER_MAX, FLEX_ORDER_MIN, type ComposerNode } from '../../shared/composer/ComposerTree';
import type { ComposerBlockDefinition, ComposerPropertyDefinition } from './ComposerBlockDefinition';
import type { ComposerStore } from './ComposerStore';
import { ComposerTextField } from './ComposerTextField';

export interface ComposerPropertyPanelProps {
  store: ComposerStore;
  blocks: ComposerBlockDefinition[];
}

/** A labelled number field (flex order, numeric props): what is typed stays local; each finite number typed is committed. */
function NumberField({ label, value, min, max, onCommit }: { label: string; value: number | undefined; min?: number; max?: number; onCommit: (value: number) => void }) {
  const text = value === undefined ? '' : String(value);
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  if (shown !== text) {
    setShown(text);
    setDraft(text);
  }
  return (
    // NumericInput names its input itself (its step buttons point at that id), so the name is an aria-label equal to the visible label.
    <FormGroup label={label} className="pt-composer-field">
      <NumericInput
        aria-label={label}
        small
        fill
        min={min}
        max={max}
        stepSize={1}
        minorStepSize={null}
        value={draft}
        onValueChange={(n, typed) => {
          setDraft(typed);
          if (typed.trim() !== '' && Number.isFinite(n) && n !== value) onCommit(n);
        }}
      />
    </FormGroup>
  );
}

/** A labelled select (bound field, select props); the empty choice clears it. */
function SelectField({ label, value, options, onCommit }: { label: string; value: string; options: { value: string; label: string }[]; onCommit: (value: string) => void }) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} className="pt-composer-field">
      <HTMLSelect id={id} fill value={value} onChange={(e) => onCommit(e.target.value)} options={[{ value: '', label: '(none)' }, ...options]} />
    </FormGroup>
  );
}

/** The editor of one property of the selected node. */
function editor(store: ComposerStore, node: ComposerNode, def: ComposerPropertyDefinition): ReactNode {
  const key = `${def.key}:${def.key === 'props' ? def.prop : ''}`;
  switch (def.key) {
    case 'title':
    case 'order':
      return null; // always shown first
    case 'value':
      return <ComposerTextField key={key} label={def.label} multiline={def.kind === 'textarea'} value={node.value ?? ''} onCommit={(value) => store.update(node.id, { value })} />;
    case 'entityField':
      return <SelectField key={key} label={def.label} value={node.entityField ?? ''} options={def.options} onCommit={(entityField) => store.update(node.id, { entityField })} />;
    case 'companyDetails':
    case 'companyLogo': {
      const flag = def.key;
      return <Switch key={key} label={def.label} checked={node[flag] === true} onChange={(e) => store.update(node.id, { [flag]: e.currentTarget.checked })} />;
    }
    case 'props': {
      const current = node.props[def.prop];
      const set = (value: string | number | boolean | null) => store.update(node.id, { props: { [def.prop]: value } });
      switch (def.kind) {
        case 'switch':
          return <Switch key={key} label={def.label} checked={current === true} onChange={(e) => set(e.currentTarget.checked)} />;
        case 'number':
          return <NumberField key={key} label={def.label} value={typeof current === 'number' ? current : undefined} min={def.min} max={def.max} onCommit={set} />;
        case 'select':
          return <SelectField key={key} label={def.label} value={current == null ? '' : String(current)} options={def.options ?? []} onCommit={(v) => set(v === '' ? null : v)} />;
        case 'color':
        case 'text':
          return <ComposerTextField key={key} label={def.label} type={def.kind} value={current == null ? '' : String(current)} onCommit={(v) => set(v === '' ? null : v)} />;
      }
    }
  }
}

/** The selected node's properties: title and flex order first, then the block definition's `properties`. */
export const ComposerPropertyPanel = observer(function ComposerPropertyPanel({ store, blocks }: ComposerPropertyPanelProps) {
  const node = store.selectedNode;
  if (!node) {
    return (
      <section className="pt-composer-properties" aria-label="Properties">
        <p className="bp6-text-muted">Select a component to edit its properties.</p>
      </section>
    );
  }
  const block = blocks.find((b) => b.type === node.type);
  const isRoot = node.id === store.tree.rootId;
  return (
    <section className="pt-composer-properties" aria-label="Properties" key={node.id}>
      <h3 className="pt-composer-heading">{block?.label ?? node.type}</h3>
      <ComposerTextField label="Title" value={node.title} onCommit={(title) => store.title(node.id, title)} />
      {!isRoot && <NumberField label="Order" value={node.order} min={FLEX_ORDER_MIN} max={FLEX_ORDER_MAX} onCommit={(order) => store.update(node.id, { order })} />}
      {block?.properties.map((def) => editor(store, node, def))}
    </section>
  );
});
