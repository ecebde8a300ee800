import { observer } from 'mobx-react-lite';
import { HTMLTable, Switch, Tag } from '@blueprintjs/core';
import { Entitlements, HttpClient, NavRegistry, NotificationBus, RouteRegistry, Session, useService, useLoad, LoadStates } from '@portolan/sdk';

interface SwitchesRecord {
  _id: string;
  planActive: boolean;
  alwaysOn: string[];
  plugins: Array<{ id: string; enabled: boolean }>;
  features: Array<{ name: string; title: string; inPlan: boolean; enabled: boolean; isActive: boolean }>;
}

/**
 * Plan features and plugins, switched on and off for the company. The plugins are those the
 * workbench registered (its route registry), plus any the server has a switch for. A change
 * re-reads the profile and the plan, so nav and routes follow at once; the server enforces it (403).
 */
export const SwitchesPanel = observer(function SwitchesPanel() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const session = useService(Session);
  const routes = useService(RouteRegistry);
  const nav = useService(NavRegistry);
  const entitlements = useService(Entitlements);
  const state = useLoad<{ record: SwitchesRecord }>(http, '/api/enterprises/v2/switches');
  const record = state.data?.record;
  const canUpdate = entitlements.isAllowed('admin', 'Update');

  const alwaysOn = new Set(record?.alwaysOn ?? []);
  const titles = new Map<string, string>();
  for (const entry of nav.visible) if (!titles.has(entry.pluginId)) titles.set(entry.pluginId, entry.title);
  const ids = new Set<string>();
  for (const route of routes.routes) if (route.load && !alwaysOn.has(route.pluginId)) ids.add(route.pluginId);
  for (const p of record?.plugins ?? []) if (!alwaysOn.has(p.id)) ids.add(p.id);
  const disabled = new Set((record?.plugins ?? []).filter((p) => !p.enabled).map((p) => p.id));
  const plugins = [...ids].sort().map((id) => ({ id, title: titles.get(id) ?? id, enabled: !disabled.has(id) }));

  const flip = async (kind: 'plugin' | 'feature', name: string, enabled: boolean) => {
    const result = await http.post<{ message: string }>('/api/enterprises/v2/switches', { data: { kind, name, enabled } });
    if (result.ok) bus.success(result.data?.message ?? 'Saved');
    else bus.failure(result.errorMessage ?? 'Server Error');
    state.reload();
    await session.refresh();
  };

  return (
    <LoadStates isFetching={state.isFetching} error={state.error} empty={!record} emptyText="No switches" onRetry={state.reload}>
      <h3 className="pt-admin__section">Plan features</h3>
      <p className="pt-admin__muted">{record?.planActive ? 'Your subscription is active.' : 'Your subscription is inactive: plan features are off until it is activated.'}</p>
      <HTMLTable compact striped aria-label="Plan features">
        <thead>
          <tr>
            <th scope="col">Feature</th>
            <th scope="col">In your plan</th>
            <th scope="col">On for the company</th>
          </tr>
        </thead>
        <tbody>
          {(record?.features ?? []).map((f) => (
            <tr key={f.name}>
              <td>{f.title}</td>
              <td>{f.inPlan ? <Tag minimal intent="success">included</Tag> : <Tag minimal>not included</Tag>}</td>
              <td>
                <Switch
                  checked={f.enabled}
                  disabled={!canUpdate}
                  label={f.enabled ? 'On' : 'Off'}
                  aria-label={`Plan feature ${f.title}`}
                  onChange={(e) => void flip('feature', f.name, e.currentTarget.checked)}
                  className="pt-admin__switch"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h3 className="pt-admin__section">Plugins</h3>
      <p className="pt-admin__muted">A plugin switched off disappears from the side navigation, its screens answer “not found” and its API refuses the company.</p>
      {plugins.length === 0 ? (
        <p className="pt-admin__muted">No plugins to switch.</p>
      ) : (
        <HTMLTable compact striped aria-label="Plugins">
          <thead>
            <tr>
              <th scope="col">Plugin</th>
              <th scope="col">On for the company</th>
            </tr>
          </thead>
          <tbody>
            {plugins.map((p) => (
              <tr key={p.id}>
                <td>
                  {p.title} <span className="pt-admin__muted">({p.id})</span>
                </td>
                <td>
                  <Switch checked={p.enabled} disabled={!canUpdate} label={p.enabled ? 'On' : 'Off'} aria-label={`Plugin ${p.id}`} onChange={(e) => void flip('plugin', p.id, e.currentTarget.checked)} className="pt-admin__switch" />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </LoadStates>
  );
});
