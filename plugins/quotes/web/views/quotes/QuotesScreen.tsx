import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Tag } from '@blueprintjs/core';
import { ResourceTable, formatDate, formatDateTime, formatMoney, useCommands, useResourceList, type DataColumn, type FilterDef } from '@portolan/sdk';
import { QUOTE_STATES } from '../../../shared/states';
import { QUOTES_API, type QuoteRecord } from '../../../shared/types';
import { quoteStateIntent } from './quoteStateIntent';

const lower = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();
const FILTERS: FilterDef[] = [{ id: 'status', label: 'Status', kind: 'select', options: QUOTE_STATES.map((s) => ({ value: s, label: lower(s) })) }];

const COLUMNS: DataColumn<QuoteRecord>[] = [
  {
    id: 'reference',
    title: 'Quote',
    width: 150,
    sortField: 'reference',
    render: (q) => (
      <Link to={`/enquiries/${q.enquiryId}?tab=quote`}>
        {q.reference} rev {q.revision}
      </Link>
    ),
    csv: (q) => `${q.reference} rev ${q.revision}`,
  },
  { id: 'enquiry', title: 'Enquiry', width: 140, render: (q) => q.enquiryReference, csv: (q) => q.enquiryReference },
  { id: 'customer', title: 'Customer', width: 180, render: (q) => q.customerName, csv: (q) => q.customerName },
  { id: 'status', title: 'Status', width: 110, render: (q) => <Tag minimal intent={quoteStateIntent(q.status)}>{lower(q.status)}</Tag>, csv: (q) => q.status },
  { id: 'sellFrom', title: 'From', width: 130, render: (q) => (q.sellFrom ? formatMoney({ decimal: q.sellFrom }, q.currency) : '—'), csv: (q) => q.sellFrom ?? '' },
  { id: 'currency', title: 'Currency', width: 80, defaultVisible: false, render: (q) => q.currency, csv: (q) => q.currency },
  { id: 'validUntil', title: 'Valid until', width: 120, sortField: 'validUntil', render: (q) => formatDate(q.validUntil), csv: (q) => q.validUntil },
  { id: 'publishedAt', title: 'Published', width: 170, render: (q) => (q.publishedAt ? formatDateTime(q.publishedAt) : '—'), csv: (q) => q.publishedAt ?? '' },
  { id: 'createdAt', title: 'Created', width: 120, sortField: 'createdAt', defaultVisible: false, render: (q) => formatDate(q.createdAt), csv: (q) => q.createdAt },
];

/** `/quotes`: every quote of the company — server paging, sort, status filter, search, columns, CSV; a quote opens its enquiry's Quote tab. */
const QuotesScreen = observer(function QuotesScreen() {
  const list = useResourceList<QuoteRecord>({ base: QUOTES_API.quote, filters: FILTERS, defaultSort: { field: 'createdAt', dir: 'desc' } });
  useCommands([{ id: 'refresh-quotes', title: 'Refresh quotes', shortcut: 'alt+r', run: () => void list.reload() }], [list]);
  return (
    <section aria-labelledby="quotes-title">
      <h1 id="quotes-title" className="pt-page-title">
        Quotes
      </h1>
      <ResourceTable<QuoteRecord> list={list} label="Quotes" columns={COLUMNS} search={{ label: 'Search quotes', placeholder: 'Reference, enquiry, customer…' }} exportName="quotes.csv" emptyText="No quotes yet" height={560} />
    </section>
  );
});

export default QuotesScreen;
