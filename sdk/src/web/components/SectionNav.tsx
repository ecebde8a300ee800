import { NavLink } from 'react-router-dom';
import { Classes } from '@blueprintjs/core';

export interface SectionNavProps {
  /** The navigation landmark's name, e.g. "Demurrage and detention sections". */
  label: string;
  /** The sections in order; `end`: active only on exactly that path (the area's first section). */
  sections: ReadonlyArray<{ to: string; title: string; end?: boolean }>;
}

/** An area's section bar: one link per section, styled as small minimal buttons, the current one active. */
export function SectionNav({ label, sections }: SectionNavProps) {
  return (
    <nav aria-label={label} style={{ display: 'flex', gap: 4, borderBottom: '1px solid #d3d8de', marginBottom: 8, flexWrap: 'wrap' }}>
      {sections.map((s) => (
        <NavLink key={s.to} to={s.to} end={s.end} className={({ isActive }) => `${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.SMALL}${isActive ? ` ${Classes.ACTIVE}` : ''}`}>
          {s.title}
        </NavLink>
      ))}
    </nav>
  );
}
