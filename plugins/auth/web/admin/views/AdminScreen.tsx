import type { ReactElement } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { Tab, Tabs, type TabId } from '@blueprintjs/core';
import { Entitlements, Session, useRecordTabs, useService } from '@portolan/sdk';
import { UsersPanel } from './UsersPanel';
import { SwitchesPanel } from './SwitchesPanel';
import { CompaniesPanel } from './CompaniesPanel';
import { SubscriptionsPanel } from './SubscriptionsPanel';
import { LeadsPanel } from './LeadsPanel';
import { OutboxPanel } from './OutboxPanel';
import './admin.css';

/**
 * /admin — the enterprise admin: users and roles, plan features and plugins of the company; for
 * platform admins also every company, subscriptions, leads and the outbox; tabs other areas contribute for
 * the record kind 'company' (billing's "Billing"). The tab is in `?tab=`.
 */
const AdminScreen = observer(function AdminScreen() {
  const session = useService(Session);
  const entitlements = useService(Entitlements);
  const [params, setParams] = useSearchParams();
  const platform = !!session.user?.isPlatformAdmin;
  const companyId = session.user?.userCompany ?? '';
  // Other areas contribute tabs about the company (billing: the subscription, its invoices and documents).
  const contributed = useRecordTabs({ kind: 'company', recordId: companyId, record: session.userCompany.data ?? undefined });
  const tabs: Array<[string, string, ReactElement]> = [];
  if (entitlements.isAllowed('users')) tabs.push(['users', 'Users and roles', <UsersPanel />]);
  if (entitlements.isAllowed('admin')) tabs.push(['switches', 'Plan and plugins', <SwitchesPanel />]);
  if (entitlements.isAllowed('admin')) for (const tab of contributed) tabs.push([tab.id, tab.title, tab.panel]);
  if (platform) {
    tabs.push(['companies', 'Companies', <CompaniesPanel />], ['subscriptions', 'Subscriptions', <SubscriptionsPanel />], ['leads', 'Leads', <LeadsPanel />], ['outbox', 'Outbox', <OutboxPanel />]);
  }
  const selected: TabId = tabs.some(([id]) => id === params.get('tab')) ? params.get('tab')! : tabs[0]?.[0] ?? 'users';
  return (
    <main className="pt-admin" aria-labelledby="pt-admin-title">
      <h2 id="pt-admin-title" className="pt-admin__title">
        Enterprise admin {session.userCompany.data ? `· ${session.userCompany.data.name}` : ''}
      </h2>
      <Tabs id="pt-admin-tabs" selectedTabId={selected} onChange={(id) => setParams({ tab: String(id) })} renderActiveTabPanelOnly>
        {tabs.map(([id, title, panel]) => (
          <Tab key={id} id={id} title={title} panel={panel} />
        ))}
      </Tabs>
    </main>
  );
});

export default AdminScreen;
