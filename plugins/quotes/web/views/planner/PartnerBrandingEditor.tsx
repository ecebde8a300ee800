import { useEffect, useState, type CSSProperties } from 'react';
import { Button, Callout, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { FormField, HttpClient, LoadStates, NotificationBus, useForm, useLoad, useService } from '@portolan/sdk';
import { QUOTES_API, type PartnerPage } from '../../../shared/types';

type Page = PartnerPage & { _id: string; version: number };
type BrandValues = { name: string; tagline: string; logoText: string; primary: string; accent: string; text: string; active: string };
const COLOUR = /^#[0-9a-fA-F]{6}$/;

const valuesOf = (p: Page): BrandValues => ({ name: p.name, tagline: p.tagline, logoText: p.logoText, primary: p.colors.primary, accent: p.colors.accent, text: p.colors.text, active: p.active ? 'true' : 'false' });

/**
 * The forwarder's partner pages (the Leads screen's second tab): pick a page, change its name,
 * tagline, logo text, colours and whether it is live, with a live preview of the page's header.
 */
export function PartnerBrandingEditor() {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const pages = useLoad<{ items: Page[] }>(http, QUOTES_API.partners);
  const [key, setKey] = useState<string>('icici');
  const items = pages.data?.items ?? [];
  const page = items.find((p) => p.key === key) ?? items[0];
  const form = useForm<BrandValues>({
    initial: { name: '', tagline: '', logoText: '', primary: '#000000', accent: '#000000', text: '#ffffff', active: 'true' },
    validate: (v) => ({
      name: v.name.trim() ? undefined : 'The name the page shows',
      primary: COLOUR.test(v.primary) ? undefined : 'A colour like #215db0',
      accent: COLOUR.test(v.accent) ? undefined : 'A colour like #215db0',
      text: COLOUR.test(v.text) ? undefined : 'A colour like #ffffff',
    }),
    submit: async (v) => {
      const result = await http.post(`${QUOTES_API.partners}/${page!.key}/`, {
        data: { name: v.name.trim(), tagline: v.tagline.trim(), logoText: v.logoText.trim(), colors: { primary: v.primary, accent: v.accent, text: v.text }, active: v.active === 'true', version: page!.version },
      });
      notify.outcome(result.ok, { success: 'Partner page saved', failure: 'Failed to save the partner page' });
      return result;
    },
    onSuccess: () => pages.reload(),
  });
  const { reset } = form;
  useEffect(() => {
    if (page) reset(valuesOf(page));
  }, [page, reset]);

  if (!page) {
    return (
      <LoadStates isFetching={pages.isFetching} error={pages.error} empty={!pages.isFetching} emptyText="You serve no partner page" onRetry={pages.reload}>
        {null}
      </LoadStates>
    );
  }
  const v = form.values;
  const preview = { '--planner-primary': v.primary, '--planner-accent': v.accent, '--planner-text': v.text, background: 'var(--planner-primary)', color: 'var(--planner-text)', borderBottom: '6px solid var(--planner-accent)', padding: '16px 20px', borderRadius: 4 } as CSSProperties;
  const colour = (name: 'primary' | 'accent' | 'text', label: string) => (
    <FormField form={form} name={name} label={label} required>
      <div style={{ display: 'flex', gap: 8 }}>
        <input type="color" aria-label={`${label} picker`} value={COLOUR.test(v[name]) ? v[name] : '#000000'} onChange={(e) => form.set(name, e.target.value)} />
        <InputGroup {...form.input(name)} maxLength={7} />
      </div>
    </FormField>
  );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(280px, 1fr) minmax(280px, 1fr)', gap: 24 }}>
      <form onSubmit={form.onSubmit} aria-label="Partner page branding" noValidate>
        <FormField form={form} name="page" label="Page">
          <HTMLSelect id={form.idOf('page')} value={page.key} onChange={(e) => setKey(e.target.value)} options={items.map((p) => ({ value: p.key, label: `${p.name} (/${p.key})` }))} />
        </FormField>
        <FormField form={form} name="name" label="Name" required>
          <InputGroup {...form.input('name')} maxLength={80} />
        </FormField>
        <FormField form={form} name="tagline" label="Tagline">
          <InputGroup {...form.input('tagline')} maxLength={200} />
        </FormField>
        <FormField form={form} name="logoText" label="Logo text">
          <InputGroup {...form.input('logoText')} maxLength={40} />
        </FormField>
        {colour('primary', 'Main colour')}
        {colour('accent', 'Accent colour')}
        {colour('text', 'Text colour on the main colour')}
        <Switch label="Page is live" checked={v.active === 'true'} onChange={(e) => form.set('active', e.currentTarget.checked ? 'true' : 'false')} />
        {form.formError && <Callout intent="danger" title="Could not save">{form.formError.message}</Callout>}
        <Button type="submit" intent="primary" text="Save page" loading={form.submitting} />
      </form>
      <div>
        <h3>Preview</h3>
        <div style={preview} data-testid="branding-preview" aria-label="Preview of the page header" role="img">
          {v.logoText && <div style={{ fontWeight: 700, textTransform: 'uppercase', fontSize: 12 }}>{v.logoText}</div>}
          <div style={{ fontSize: 22, fontWeight: 600 }}>{v.name}</div>
          <div>{v.tagline}</div>
        </div>
        <p>
          Live at <a href={`/${page.key}`} target="_blank" rel="noreferrer">/{page.key}</a>
        </p>
      </div>
    </div>
  );
}
