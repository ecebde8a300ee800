import { useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonGroup, Callout, Collapse, H1, NonIdealState, Section, SectionCard, Spinner } from '@blueprintjs/core';
import { HttpClient, SearchBox, Session, useService } from '@portolan/sdk';
import type { Faq } from '../../shared/types';
import { FaqDialog } from './FaqDialog';
import { Highlighted } from './Highlighted';

interface FaqList {
  items: Faq[];
  categories: string[];
}

/**
 * /faqs: every question and answer of the platform, searchable (?q= in the URL, matches marked) and by
 * category, each an accordion. The platform admin adds, edits and deletes them here.
 */
const FaqsScreen = observer(function FaqsScreen() {
  const http = useService(HttpClient);
  const session = useService(Session);
  const admin = !!session.user?.isPlatformAdmin;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const [list, setList] = useState<FaqList>();
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<Faq | 'new'>();
  const [deleting, setDeleting] = useState<Faq>();

  const load = useCallback(async () => {
    const res = await http.get<FaqList>('/api/pages/faqs', { query: { ...(q ? { search: q } : {}), ...(category ? { category } : {}) } });
    if (res.ok) {
      setList(res.data);
      setError(undefined);
    } else setError(res.errorMessage);
  }, [http, q, category]);
  useEffect(() => void load(), [load]);

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const toggle = (id: string) => setOpened((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id])));
  const remove = async (faq: Faq) => {
    setDeleting(undefined);
    const res = await http.post(`/api/pages/faqs/${faq._id}/delete`, { data: { version: faq.version } });
    if (!res.ok) setError(res.errorMessage);
    await load();
  };

  /** Swaps a question with its neighbour in the category (each saved with its version); positions become the list order. */
  const move = async (faqs: Faq[], index: number, delta: -1 | 1) => {
    const a = faqs[index];
    const b = faqs[index + delta];
    if (!b) return;
    for (const [faq, position] of [[a, index + delta], [b, index]] as const) {
      const res = await http.post(`/api/pages/faqs/${faq._id}/`, { data: { position, version: faq.version } });
      if (!res.ok) {
        setError(res.errorMessage);
        break;
      }
    }
    await load();
  };

  const groups = new Map<string, Faq[]>();
  for (const faq of list?.items ?? []) groups.set(faq.category, [...(groups.get(faq.category) ?? []), faq]);

  return (
    <div className="pt-pages" style={{ maxWidth: 880, margin: '0 auto', padding: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <H1 style={{ flex: 1 }}>Frequently asked questions</H1>
        <SearchBox value={q} onSearch={(text) => setParam('q', text)} label="Search the FAQs" placeholder="Search questions and answers" />
        {admin && <Button icon="add" intent="primary" text="Add question" onClick={() => setEditing('new')} />}
      </div>
      {list && list.categories.length > 0 && (
        <ButtonGroup role="group" aria-label="Categories" style={{ margin: '12px 0', flexWrap: 'wrap' }}>
          <Button text="All" active={!category} onClick={() => setParam('category', '')} />
          {list.categories.map((c) => <Button key={c} text={c} active={category.toLowerCase() === c.toLowerCase()} onClick={() => setParam('category', c)} />)}
        </ButtonGroup>
      )}
      {error && <Callout intent="danger" role="alert">{error}</Callout>}
      {!list && !error && <Spinner aria-label="Loading" />}
      {list && list.items.length === 0 && (
        <NonIdealState
          icon="search"
          title={q ? `No questions match "${q}"` : 'No questions yet'}
          description={<>Ask us instead: <Link to="/contact">contact support</Link>.</>}
        />
      )}
      {[...groups].map(([name, faqs]) => (
        <Section key={name} title={name} compact style={{ marginTop: 12 }}>
          {faqs.map((faq, index) => {
            const open = opened.has(faq._id) || !!q;
            return (
              <SectionCard key={faq._id} padded>
                <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                  <Button minimal alignText="left" fill icon={open ? 'chevron-down' : 'chevron-right'} aria-expanded={open} aria-controls={`faq-${faq._id}`} onClick={() => toggle(faq._id)}>
                    <strong><Highlighted text={faq.question} term={q} /></strong>
                  </Button>
                  {admin && index > 0 && <Button minimal icon="arrow-up" aria-label={`Move "${faq.question}" up`} onClick={() => void move(faqs, index, -1)} />}
                  {admin && index < faqs.length - 1 && <Button minimal icon="arrow-down" aria-label={`Move "${faq.question}" down`} onClick={() => void move(faqs, index, 1)} />}
                  {admin && <Button minimal icon="edit" aria-label={`Edit "${faq.question}"`} onClick={() => setEditing(faq)} />}
                  {admin && <Button minimal icon="trash" intent="danger" aria-label={`Delete "${faq.question}"`} onClick={() => setDeleting(faq)} />}
                </div>
                <Collapse isOpen={open}>
                  <p id={`faq-${faq._id}`} style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0 30px' }}>
                    <Highlighted text={faq.answer} term={q} />
                  </p>
                </Collapse>
              </SectionCard>
            );
          })}
        </Section>
      ))}
      {list && list.items.length > 0 && (
        <p style={{ marginTop: 16 }}>
          Did not find your answer? <Link to="/contact">Contact support</Link>.
        </p>
      )}
      {editing && <FaqDialog faq={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); void load(); }} />}
      <Alert isOpen={!!deleting} intent="danger" confirmButtonText="Delete" cancelButtonText="Cancel" onCancel={() => setDeleting(undefined)} onConfirm={() => deleting && void remove(deleting)}>
        Delete the question "{deleting?.question}"?
      </Alert>
    </div>
  );
});

export default FaqsScreen;
