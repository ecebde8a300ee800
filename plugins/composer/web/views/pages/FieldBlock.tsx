import { observer } from 'mobx-react-lite';
import { Session, formatDate, useService, type Company, type SessionUser } from '@portolan/sdk';
import { PAGE_ENTITY_FIELDS } from '../../../shared/types';

const KINDS: Record<string, string> = { shipper: 'Shipper', forwarder: 'Forwarder', platform: 'Platform' };

/** A PAGE_ENTITY_FIELDS value for the signed-in user and company ('' when unknown). */
export function pageFieldValue(key: string, user: SessionUser | undefined, company: Company | undefined, now = new Date()): string {
  switch (key) {
    case 'company.name':
      return company?.name ?? '';
    case 'company.kind':
      return company ? (KINDS[company.kind] ?? company.kind) : '';
    case 'company.country':
      return typeof company?.country === 'string' ? company.country : '';
    case 'user.name':
      return user?.name ?? '';
    case 'user.email':
      return user?.email ?? '';
    case 'today':
      return formatDate(now.toISOString());
    default:
      return '';
  }
}

/** A field block: the bound field's label and its value for whoever reads the page. */
export const FieldBlock = observer(function FieldBlock({ field }: { field: string | undefined }) {
  const session = useService(Session);
  const definition = PAGE_ENTITY_FIELDS.find((f) => f.key === field);
  if (!definition) {
    return (
      <div className="composer-page__placeholder" data-block="field">
        Choose a field in the properties
      </div>
    );
  }
  const value = pageFieldValue(definition.key, session.user, session.userCompany.data);
  return (
    <dl className="composer-page__fields" data-block="field">
      <div>
        <dt>{definition.label}</dt>
        <dd>{value || '—'}</dd>
      </div>
    </dl>
  );
});
