import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Tab, Tabs } from '@blueprintjs/core';
import { ApprovalConfigurationsPanel, Entitlements, useService } from '@portolan/sdk';
import { RFQ_API } from '../../../shared/types';
import { rfqBase } from '../vendor/rfqBase';
import { TermGroupsPanel } from './TermGroupsPanel';
import { TermsPanel } from './TermsPanel';

const TABS = ['terms', 'term-groups', 'approval'] as const;
type TabId = (typeof TABS)[number];

/**
 * `/rfq/settings`: the RFQ area's libraries — Terms, Term groups — and the Approval levels an award
 * goes through (the SDK's approval configurations for kind 'rfq'). The open tab is in the URL (`?tab=`).
 */
export default function RfqSettingsScreen() {
  const entitlements = useService(Entitlements);
  const base = rfqBase(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabId | null;
  const tab: TabId = asked && TABS.includes(asked) ? asked : 'terms';
  return (
    <section aria-labelledby="rfq-settings-title">
      <Link to={base}>← RFQs</Link>
      <h1 id="rfq-settings-title" className="pt-page-title">
        RFQ settings
      </h1>
      <Tabs id="rfq-settings-tabs" selectedTabId={tab} onChange={(id) => setParams({ tab: String(id) }, { replace: true })} renderActiveTabPanelOnly>
        <Tab id="terms" title="Terms" panel={<TermsPanel />} />
        <Tab id="term-groups" title="Term groups" panel={<TermGroupsPanel />} />
        <Tab id="approval" title="Approval" panel={<ApprovalConfigurationsPanel path={RFQ_API.approvalConfigurations} canEdit={entitlements.isAllowed('rfq', 'Update')} title="Approval levels for awarding an RFQ" />} />
      </Tabs>
    </section>
  );
}
