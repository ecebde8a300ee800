import { useState } from 'react';
import { SearchBox } from '@portolan/sdk';

/** The SearchBox example: the search in force, as the list would receive it. */
export default function SearchBoxExample() {
  const [search, setSearch] = useState('');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <SearchBox value={search} onSearch={setSearch} label="Search example shipments" placeholder="Reference, port…" />
      <p aria-live="polite" style={{ margin: 0 }}>
        {search ? `The list would search for “${search}”.` : 'No search in force: press Enter to search.'}
      </p>
    </div>
  );
}
