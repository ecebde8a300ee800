import { Link } from 'react-router-dom';
import { NonIdealState, Tag } from '@blueprintjs/core';
import { HttpClient, LoadStates, useCommands, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type AccountView } from '../../../shared/types';
import { AccountEnquiries } from './AccountEnquiries';
import { AccountQuotes } from './AccountQuotes';

/**
 * `/account`: the signed-in company as a customer — its forwarders, the enquiries it sent them (and
 * where each stands), and the quotes they shared with it, sell prices only, each option with Accept.
 */
export default function AccountScreen() {
  const http = useService(HttpClient);
  const account = useLoad<AccountView>(http, QUOTES_API.account);
  useCommands([{ id: 'refresh-account', title: 'Refresh my account', shortcut: 'alt+r', run: () => account.reload() }], [account]);
  const view = account.data;
  const empty = !!view && view.forwarders.length === 0 && view.enquiries.length === 0 && view.quotes.length === 0;
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title" className="pt-page-title">My account</h1>
      <LoadStates isFetching={account.isFetching && !view} error={account.error} empty={false} emptyText="" onRetry={account.reload}>
        {empty ? (
          <NonIdealState
            icon="inbox"
            title="No forwarder has you as a customer yet"
            description={<>Ask a forwarder of your network for a quote in the <Link to="/shipment-planner">shipment planner</Link>; your enquiries and their quotes appear here.</>}
          />
        ) : view ? (
          <>
            <h2>Your forwarders</h2>
            <p>{view.forwarders.length ? view.forwarders.map((f) => <Tag key={f.companyId} large minimal style={{ marginRight: 8 }}>{f.name}</Tag>) : 'None yet.'}</p>
            <h2>Quotes</h2>
            {view.quotes.length ? <AccountQuotes quotes={view.quotes} onChanged={account.reload} /> : <p>No quote shared with you yet: your forwarders are working on your enquiries.</p>}
            <h2>Enquiries</h2>
            {view.enquiries.length ? <AccountEnquiries enquiries={view.enquiries} /> : <p>No enquiry yet. <Link to="/shipment-planner">Plan a shipment</Link> to ask for a quote.</p>}
          </>
        ) : null}
      </LoadStates>
    </section>
  );
}
