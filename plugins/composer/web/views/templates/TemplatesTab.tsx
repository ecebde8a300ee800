import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Classes, FormGroup, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { Entitlements, LoadStates, NotificationBus, PRINTABLE_DOCUMENT_NAMES, PRINTABLE_DOCUMENT_TYPES, formatDateTime, useAnswer, useCommands, useService, type PrintableDocumentType } from '@portolan/sdk';
import type { DocumentTemplateRecord } from '../../../shared/types';
import { CompanyLogoCard } from './CompanyLogoCard';
import { createTemplate } from './createTemplate';
import { useTemplatesApi } from './templatesApi';
import './templates.css';

const isType = (value: string): value is PrintableDocumentType => (PRINTABLE_DOCUMENT_TYPES as readonly string[]).includes(value);

/** The company's document templates, by document type (the composer home's second tab), and the company logo. */
export function TemplatesTab() {
  const api = useTemplatesApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const navigate = useNavigate();
  const list = useAnswer(() => api.list(), 'templates');
  const [type, setType] = useState<PrintableDocumentType | ''>('');
  const [newType, setNewType] = useState<PrintableDocumentType>('QUOTE');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<DocumentTemplateRecord | undefined>();
  const canCreate = entitlements.isAllowed('composer', 'Create');
  const canUpdate = entitlements.isAllowed('composer', 'Update');
  const canDelete = entitlements.isAllowed('composer', 'Delete');
  const all = list.data?.items ?? [];
  const order = (t: PrintableDocumentType) => PRINTABLE_DOCUMENT_TYPES.indexOf(t);
  const rows = all.filter((t) => !type || t.documentType === type).sort((a, b) => order(a.documentType) - order(b.documentType) || Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name));

  const create = async () => {
    setCreating(true);
    const answer = await createTemplate(api, newType, all.map((t) => t.name));
    setCreating(false);
    const id = answer.data?.record?._id ?? answer.data?.id;
    notify.outcome(answer.ok, { success: 'Template created', failure: `Could not create the template: ${answer.errorMessage ?? 'Server Error'}` });
    if (answer.ok && id) navigate(`/composer/templates/${id}`);
  };
  const makeDefault = async (t: DocumentTemplateRecord) => {
    const answer = await api.makeDefault(t._id);
    notify.outcome(answer.ok, { success: `${t.name} is now the default ${PRINTABLE_DOCUMENT_NAMES[t.documentType].toLowerCase()} template`, failure: `Could not make it the default: ${answer.errorMessage ?? 'Server Error'}` });
    list.reload();
  };
  const remove = async () => {
    const t = deleting;
    setDeleting(undefined);
    if (!t) return;
    const answer = await api.remove(t._id);
    notify.outcome(answer.ok, { success: `${t.name} deleted`, failure: `Could not delete ${t.name}: ${answer.errorMessage ?? 'Server Error'}` });
    list.reload();
  };
  useCommands([...(canCreate ? [{ id: 'new-template', title: 'New document template', run: () => void create() }] : []), { id: 'reload-templates', title: 'Reload document templates', run: () => list.reload() }], [canCreate, newType, all.length]);

  return (
    <section aria-labelledby="tc-templates-title" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h2 id="tc-templates-title" style={{ fontSize: 16, margin: 0 }}>
        Document templates
      </h2>
      <div className="tc-toolbar">
        <FormGroup label="Document type" labelFor="tc-filter-type" inline style={{ margin: 0 }}>
          <HTMLSelect id="tc-filter-type" value={type} onChange={(e) => setType(isType(e.target.value) ? e.target.value : '')}>
            <option value="">All types</option>
            {PRINTABLE_DOCUMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {PRINTABLE_DOCUMENT_NAMES[t]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {canCreate && (
          <>
            <FormGroup label="New template for" labelFor="tc-new-type" inline style={{ margin: '0 0 0 16px' }}>
              <HTMLSelect id="tc-new-type" value={newType} onChange={(e) => isType(e.target.value) && setNewType(e.target.value)}>
                {PRINTABLE_DOCUMENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {PRINTABLE_DOCUMENT_NAMES[t]}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <Button intent="primary" icon="add" text="New template" loading={creating} onClick={() => void create()} />
          </>
        )}
      </div>
      <LoadStates isFetching={list.isFetching} error={list.error} empty={!rows.length} emptyText={all.length ? 'No template of this type' : 'No document templates yet'} emptyDescription="Documents of a type without a template print with the built-in design." onRetry={list.reload}>
        <HTMLTable compact striped aria-label="Document templates" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">Document type</th>
              <th scope="col">Name</th>
              <th scope="col">Revision</th>
              <th scope="col">Updated</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((t) => (
              <tr key={t._id}>
                <td>{PRINTABLE_DOCUMENT_NAMES[t.documentType] ?? t.documentType}</td>
                <td>
                  <Link to={`/composer/templates/${t._id}`}>{t.name}</Link>{' '}
                  {t.isDefault && (
                    <Tag intent="success" round>
                      Default
                    </Tag>
                  )}
                </td>
                <td>{t.revision}</td>
                <td>
                  {formatDateTime(t.updatedAt)}
                  {t.updatedByName ? ` by ${t.updatedByName}` : ''}
                </td>
                <td>
                  <div className="tc-toolbar">
                    <Link className={`${Classes.BUTTON} ${Classes.SMALL}`} to={`/composer/templates/${t._id}`} aria-label={`Open ${t.name}`}>
                      Open
                    </Link>
                    {canUpdate && !t.isDefault && <Button size="small" text="Make default" aria-label={`Make default: ${t.name}`} onClick={() => void makeDefault(t)} />}
                    {canDelete && <Button size="small" intent="danger" variant="minimal" icon="trash" text="Delete" aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)} />}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </LoadStates>
      <CompanyLogoCard api={api} canEdit={canUpdate} />
      <Alert isOpen={!!deleting} intent="danger" confirmButtonText="Delete template" cancelButtonText="Cancel" onConfirm={() => void remove()} onCancel={() => setDeleting(undefined)}>
        <p>
          Delete the template {deleting?.name} and its revisions?
          {deleting?.isDefault ? ' It is the default: documents of its type will print with the built-in design.' : ''}
        </p>
      </Alert>
    </section>
  );
}
