import { HTMLTable } from '@blueprintjs/core';

export interface RolesAnswer {
  items: Array<{ _id: string; title: string; description: string; accesses?: Record<string, { levels: string[] } | undefined> }>;
  /** The server's feature catalogue: what every plugin declares, plus the SPEC areas not built yet. */
  features?: Array<{ name: string; title: string; admin?: boolean }>;
}

function levelsText(levels: string[] | undefined): string {
  if (!levels || levels.length === 0 || levels.includes('Never')) return '—';
  if (levels.includes('Always')) return 'Everything';
  return levels.join(' · ');
}

/** What each built-in role may do on every feature of the catalogue, as the server grants it (a plugin's new feature shows up here by itself). */
export function RolesTable({ roles }: { roles: RolesAnswer | undefined }) {
  const features = roles?.features ?? [];
  if (!roles || features.length === 0) return null;
  return (
    <>
      <h3 className="pt-admin__section">What each role may do</h3>
      <HTMLTable compact striped aria-label="Role accesses">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {roles.items.map((role) => (
              <th scope="col" key={role._id}>
                {role.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {features.map((feature) => (
            <tr key={feature.name}>
              <th scope="row">
                {feature.title}
                {feature.admin && <span className="pt-admin__muted"> (administration)</span>}
              </th>
              {roles.items.map((role) => (
                <td key={role._id}>{levelsText(role.accesses?.[feature.name]?.levels)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
