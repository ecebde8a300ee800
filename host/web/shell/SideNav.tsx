import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router-dom';
import { Button, Icon, type IconName } from '@blueprintjs/core';
import { NavRegistry, useService, type RegisteredNavEntry } from '@portolan/sdk';
import { navSectionTitles } from './navSectionTitles';

/**
 * The side navigation landmark (SPEC §2, §4: collapsed and white by default). Entries come only from
 * plugins the user is entitled to, grouped by section. Collapsed, it shows icons with their titles as tooltips.
 */
export const SideNav = observer(function SideNav({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const nav = useService(NavRegistry);
  const groups = groupBySection(nav.visible);
  return (
    <nav id="pt-side-nav" aria-label="Side navigation" className={`pt-sidenav pt-sidenav--white ${expanded ? 'pt-sidenav--expanded' : 'pt-sidenav--collapsed'}`}>
      <div className="pt-sidenav__entries">
        {groups.length === 0 && <p className="pt-sidenav__empty">No apps are enabled for your account.</p>}
        {groups.map(([section, entries]) => (
          <div key={section} className="pt-sidenav__section" role="group" aria-label={navSectionTitles[section]}>
            {expanded && <div className="pt-sidenav__section-title">{navSectionTitles[section]}</div>}
            {entries.map((entry) => (
              <NavLink key={`${entry.pluginId}:${entry.id}`} to={entry.to} end={entry.to === '/'} className="pt-sidenav__link" title={expanded ? undefined : entry.title}>
                <Icon icon={entry.icon as IconName} size={16} />
                <span className="pt-sidenav__label">{entry.title}</span>
              </NavLink>
            ))}
          </div>
        ))}
      </div>
      <Button
        className="pt-sidenav__toggle"
        variant="minimal"
        icon={expanded ? 'double-chevron-left' : 'double-chevron-right'}
        aria-label={expanded ? 'Collapse side navigation' : 'Expand side navigation'}
        aria-expanded={expanded}
        onClick={onToggle}
      />
    </nav>
  );
});

function groupBySection(entries: readonly RegisteredNavEntry[]): Array<[RegisteredNavEntry['section'], RegisteredNavEntry[]]> {
  const groups = new Map<RegisteredNavEntry['section'], RegisteredNavEntry[]>();
  for (const entry of entries) groups.set(entry.section, [...(groups.get(entry.section) ?? []), entry]);
  return [...groups];
}
