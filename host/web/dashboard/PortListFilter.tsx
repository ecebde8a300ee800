import { Button, Tag } from '@blueprintjs/core';
import { PortPicker } from '@portolan/sdk';

export interface PortListFilterProps {
  id: string;
  /** The field's label, e.g. "Origin (POL)". */
  label: string;
  /** UN/LOCODEs; empty: all. */
  value: string[];
  onChange: (codes: string[]) => void;
}

/** Ports of a lane end: pick one with the SDK PortPicker to add it; each chosen port is a chip with a remove button. */
export function PortListFilter({ id, label, value, onChange }: PortListFilterProps) {
  return (
    <div className="pt-dashboard-filter__ports">
      <PortPicker id={id} label={label} kind="PORT" value="" placeholder="Add a port, e.g. INNSA" onChange={(code) => code && !value.includes(code) && onChange([...value, code])} />
      {value.length > 0 && (
        <ul className="pt-dashboard-filter__chips" aria-label={`${label} chosen`}>
          {value.map((code) => (
            <li key={code}>
              <Tag minimal>{code}</Tag>
              <Button variant="minimal" size="small" icon="small-cross" aria-label={`Remove ${code} from ${label}`} onClick={() => onChange(value.filter((c) => c !== code))} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
