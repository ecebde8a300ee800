import { Link } from 'react-router-dom';
import { Card, Icon } from '@blueprintjs/core';
import { LoadStates, formatDateTime, useAnswer } from '@portolan/sdk';
import { usePagesApi } from './pagesApi';
import './pages.css';

/** `/pages`: the pages the company published, newest first, each opening at `/pages/:id`. */
export function PublishedPagesList() {
  const api = usePagesApi();
  const answer = useAnswer(() => api.list(true), 'published-pages');
  const pages = (answer.data ?? []).filter((p) => p.publishedAt).sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  return (
    <section aria-labelledby="published-pages-title">
      <h1 id="published-pages-title" className="pt-page-title">
        Pages
      </h1>
      <p>Your company's published pages.</p>
      <LoadStates isFetching={answer.isFetching} error={answer.error} empty={pages.length === 0} emptyText="No published pages yet" emptyDescription={<Link to="/composer">Compose a page and publish it</Link>} onRetry={answer.reload}>
        <ul className="composer-published-list" aria-label="Published pages" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
          {pages.map((page) => (
            <li key={page._id}>
              <Card compact>
                <Link to={`/pages/${encodeURIComponent(page._id)}`}>{page.title}</Link>
                {page.pinned && (
                  <span>
                    {' '}
                    · <Icon icon="pin" aria-hidden="true" /> On the home dashboard
                  </span>
                )}
                <div className="composer-page__hint">
                  Published {formatDateTime(page.publishedAt)}
                  {page.publishedByName ? ` by ${page.publishedByName}` : ''}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </LoadStates>
    </section>
  );
}
