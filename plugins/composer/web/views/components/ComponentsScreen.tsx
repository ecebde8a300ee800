import { useEffect, useState } from 'react';
import { Classes, FormGroup, InputGroup, NonIdealState } from '@blueprintjs/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { DocSectionView } from './DocSectionView';
import { docSections } from './docSections';
import { sectionMatches } from './sectionMatches';

/**
 * /components (open; chrome shown when signed in): the living documentation of the SDK's UI building
 * blocks for add-on authors. A search (`?q=`) filters the sections; each section has a shareable anchor
 * (`/components#data-table`); each live example is its own lazy chunk.
 */
export default function ComponentsScreen() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [text, setText] = useState(search);
  const location = useLocation();
  const shown = docSections.filter((s) => sectionMatches(s, text));

  // A shared link (or a click in the list) opens at its section and moves the keyboard focus there.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const heading = document.getElementById(`${id}-title`);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [location.hash]);

  const onSearch = (value: string) => {
    setText(value);
    setParams(value.trim() ? { q: value } : {}, { replace: true });
  };

  return (
    <div style={{ display: 'flex', gap: 24, padding: 16, alignItems: 'flex-start' }}>
      <nav aria-label="Component sections" style={{ position: 'sticky', top: 0, width: 220, flexShrink: 0 }}>
        <ul className={Classes.LIST_UNSTYLED} style={{ margin: 0, padding: 0 }}>
          {shown.map((s) => {
            const current = location.hash === `#${s.id}`;
            return (
              <li key={s.id}>
                <Link
                  to={{ search: location.search, hash: s.id }}
                  aria-current={current ? 'location' : undefined}
                  className={`${Classes.BUTTON} ${Classes.MINIMAL} ${Classes.FILL} ${Classes.ALIGN_LEFT}${current ? ` ${Classes.ACTIVE}` : ''}`}
                >
                  {s.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div style={{ flex: 1, minWidth: 0 }}>
        <h1 id="components-title" className={Classes.HEADING}>
          Components
        </h1>
        <p style={{ maxWidth: 820 }}>
          The building blocks of the SDK (<code>@portolan/sdk</code>) for add-on authors, each with its import line, a live example, its props and a
          short code sample. The SDK guide (sdk/README.md) explains how they fit together on a screen.
        </p>
        <FormGroup label="Find a component" labelFor="components-search" style={{ maxWidth: 360 }}>
          <InputGroup id="components-search" type="search" leftIcon="search" placeholder="e.g. table, chart, upload" value={text} onChange={(e) => onSearch(e.target.value)} />
        </FormGroup>
        <p aria-live="polite" className={Classes.TEXT_SMALL}>
          {text.trim() ? `${shown.length} of ${docSections.length} sections match.` : `${docSections.length} sections.`}
        </p>
        {shown.length === 0 ? (
          <NonIdealState icon="search" title={`No component matches “${text.trim()}”`} description="Try another word, e.g. chart or form." />
        ) : (
          shown.map((s) => <DocSectionView key={s.id} section={s} />)
        )}
      </div>
    </div>
  );
}
