import { useEffect, useRef, useState } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Callout, Spinner } from '@blueprintjs/core';
import { LoadStates, NotificationBus, PRINTABLE_DOCUMENT_TYPES, useAnswer, useService, type PrintableDocumentType } from '@portolan/sdk';
import { createTemplate } from './createTemplate';
import { TemplateEditor } from './TemplateEditor';
import { useTemplatesApi } from './templatesApi';
import './templates.css';

/** `/composer/templates/new?documentType=QUOTE`: makes a template of the type from the built-in design, then opens it. */
function NewTemplate() {
  const api = useTemplatesApi();
  const notify = useService(NotificationBus);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('documentType') ?? 'QUOTE';
  const known = (PRINTABLE_DOCUMENT_TYPES as readonly string[]).includes(type);
  const [error, setError] = useState<string | undefined>();
  const started = useRef(false);
  useEffect(() => {
    if (!known || started.current) return;
    started.current = true;
    void (async () => {
      const list = await api.list();
      const answer = await createTemplate(api, type as PrintableDocumentType, (list.data?.items ?? []).map((t) => t.name));
      const id = answer.data?.record?._id ?? answer.data?.id;
      notify.outcome(answer.ok, { success: 'Template created', failure: `Could not create the template: ${answer.errorMessage ?? 'Server Error'}` });
      if (answer.ok && id) navigate(`/composer/templates/${id}`, { replace: true });
      else setError(answer.errorMessage ?? 'Server Error');
    })();
  }, [api, known, type, navigate, notify]);
  if (!known || error) {
    return (
      <Callout intent="danger" role="alert" title="Could not create the template" style={{ margin: 16 }}>
        {known ? error : `${type} is not a printable document type`}
      </Callout>
    );
  }
  return <Spinner size={24} aria-label="Creating the template" />;
}

/** `/composer/templates/:id`: loads the template, then the composer. */
function TemplateById() {
  const { id = '' } = useParams();
  const api = useTemplatesApi();
  const details = useAnswer(() => api.get(id), id);
  const record = details.data?.record;
  if (!record) {
    return (
      <div style={{ padding: 16 }}>
        <LoadStates isFetching={details.isFetching} error={details.error} errorTitle="Could not load the template" empty emptyText="Template not found" onRetry={details.reload}>
          {null}
        </LoadStates>
      </div>
    );
  }
  return <TemplateEditor key={record._id} api={api} template={record} reload={details.reload} />;
}

/** The document-template composer: `/composer/templates/new?documentType=…` and `/composer/templates/:id`. */
export default function TemplateComposerScreen() {
  return (
    <Routes>
      <Route path="/composer/templates/new" element={<NewTemplate />} />
      <Route path="/composer/templates/:id" element={<TemplateById />} />
      <Route path="*" element={<Callout intent="primary" title="Choose a template" style={{ margin: 16 }}>Open a template from the Templates tab of the composer.</Callout>} />
    </Routes>
  );
}
