import { useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { HTMLSelect, Tab, Tabs, Tag, type Intent } from '@blueprintjs/core';
import { Entitlements, HttpClient, NotificationBus, ResourceTable, formatDateTime, useCommands, useResourceList, useService, type DataColumn, type FilterDef } from '@portolan/sdk';
import { QUOTES_API, type Lead } from '../../../shared/types';
import { LEAD_STATES, PLANNER_KEYS, type LeadState } from '../../../shared/states';
import { leadLane, leadMoves } from './leadText';
import { PartnerBrandingEditor } from './PartnerBrandingEditor';

const STATUS_INTENT: Record<LeadState, Intent> = { NEW: 'primary', CONTACTED: 'warning', QUOTED: 'none', CONVERTED: 'success', LOST: 'danger' };
const FILTERS: FilterDef[] = [{ id: 'status', label: 'Status', kind: 'select', options: LEAD_STATES.map((s) => ({ value: s, label: s })), anyLabel: 'Any status' }];

/**
 * `/icici-leads`: the leads of the forwarder's planner pages (ICICI by default, any or all pages
 * selectable), with their status, lane and enquiry; a lead moves by the state table ("Updated Lead" /
 * "retry"). The second tab edits the pages' branding.
 */
const LeadsScreen = observer(function LeadsScreen() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const canUpdate = useService(Entitlements).isAllowed('enquiries', 'Update');
  const [partner, setPartner] = useState<string>('icici');
  const [tab, setTab] = useState<string>('leads');
  const list = useResourceList<Lead>({ base: QUOTES_API.leads, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' }, fixed: partner === 'all' ? undefined : { filter: { partner } } });
  useCommands([{ id: 'refresh-leads', title: 'Refresh leads', shortcut: 'alt+r', run: () => list.reload() }], [list]);

  const move = async (lead: Lead, status: LeadState) => {
    const result = await http.post(`${QUOTES_API.leads}/${lead._id}/`, { data: { status, version: lead.version } });
    notify.outcome(result.ok, { success: 'Updated Lead', failure: 'retry' });
    await list.reload();
  };

  const columns: DataColumn<Lead>[] = [
    { id: 'createdAt', title: 'Received', width: 170, sortField: 'createdAt', render: (l) => formatDateTime(l.createdAt), csv: (l) => l.createdAt },
    { id: 'name', title: 'Name', width: 150, render: (l) => l.name },
    { id: 'company', title: 'Company', width: 170, render: (l) => l.company },
    { id: 'email', title: 'Email', width: 200, render: (l) => l.email },
    { id: 'number', title: 'Phone', width: 130, defaultVisible: false, render: (l) => l.number ?? '—' },
    { id: 'partner', title: 'Page', width: 100, render: (l) => l.partner },
    { id: 'status', title: 'Status', width: 110, render: (l) => <Tag minimal intent={STATUS_INTENT[l.status]}>{l.status}</Tag>, csv: (l) => l.status },
    { id: 'lane', title: 'Lane', width: 190, render: (l) => leadLane(l), csv: (l) => leadLane(l) },
    { id: 'enquiry', title: 'Enquiry', width: 140, render: (l) => (l.enquiryId ? <Link to={`/enquiries/${l.enquiryId}`}>{l.enquiryReference ?? 'Open'}</Link> : '—'), csv: (l) => l.enquiryReference ?? '' },
    {
      id: 'move',
      title: 'Move to',
      width: 150,
      render: (l) => {
        const moves = leadMoves(l.status);
        if (!canUpdate || moves.length === 0) return null;
        return (
          <HTMLSelect aria-label={`Move ${l.name} to`} value="" onChange={(e) => e.target.value && void move(l, e.target.value as LeadState)} options={[{ value: '', label: 'Move to…' }, ...moves.map((s) => ({ value: s, label: s }))]} />
        );
      },
      csv: () => '',
    },
  ];

  return (
    <section aria-labelledby="leads-title">
      <h1 id="leads-title" className="pt-page-title">Leads</h1>
      <p>Visitors of your planner pages who asked for a quote; a lead with a lane has its enquiry waiting in Enquiries.</p>
      <Tabs id="leads-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        <Tab
          id="leads"
          title="Leads"
          panel={
            <ResourceTable<Lead>
              list={list}
              label="Planner leads"
              columns={columns}
              search={{ label: 'Search leads', placeholder: 'Name, company or email' }}
              exportName="leads.csv"
              emptyText="No lead yet"
              height={520}
              actions={
                <HTMLSelect aria-label="Partner page" value={partner} onChange={(e) => setPartner(e.target.value)}>
                  <option value="all">All partners</option>
                  {PLANNER_KEYS.map((k) => (
                    <option key={k} value={k}>{k}</option>
                  ))}
                </HTMLSelect>
              }
            />
          }
        />
        <Tab id="pages" title="Partner pages" panel={<PartnerBrandingEditor />} />
      </Tabs>
    </section>
  );
});

export default LeadsScreen;
