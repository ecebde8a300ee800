import { useContext } from 'react';
import { observer } from 'mobx-react-lite';
import { Session, useService } from '@portolan/sdk';
import { PageViewContext } from './PageViewContext';

/** The company's details a page may show, when the company record has them. */
const DETAILS: Array<{ key: string; label: string }> = [
  { key: 'address', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'country', label: 'Country' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'website', label: 'Website' },
  { key: 'taxId', label: 'Tax id' },
];

/** The company's name and contact details: the session's company, or on a public page the share link's company name. */
export const CompanyDetailsBlock = observer(function CompanyDetailsBlock() {
  const { mode, companyName } = useContext(PageViewContext);
  const session = useService(Session);
  const company = mode === 'public' ? undefined : session.userCompany.data;
  const name = mode === 'public' ? companyName : company?.name;
  const rows = company ? DETAILS.flatMap(({ key, label }) => (typeof company[key] === 'string' && company[key] ? [{ key, label, value: company[key] as string }] : [])) : [];
  return (
    <address className="composer-page__company" data-block="companyDetails">
      <strong className="composer-page__company-name">{name ?? 'Your company'}</strong>
      {rows.length > 0 && (
        <dl className="composer-page__fields">
          {rows.map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </address>
  );
});
