import { Link, useParams } from 'react-router-dom';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { Entitlements, formatDateTime, useAnswer, useService } from '@portolan/sdk';
import { PageView } from './PageView';
import { usePagesApi } from './pagesApi';

/** `/pages/:id`: a published page as the company reads it (its published tree, live data included). */
export function PublishedPage() {
  const { id = '' } = useParams();
  const api = usePagesApi();
  const canEdit = useService(Entitlements).isAllowed('composer', 'Update');
  const answer = useAnswer(() => api.published(id), id);
  if (answer.error) {
    return (
      <Callout intent="danger" title="Could not open the page" role="alert">
        <p>{answer.error}</p>
        <Button text="Retry" onClick={answer.reload} /> <Link to="/pages">All pages</Link>
      </Callout>
    );
  }
  const page = answer.data;
  if (!page || page._id !== id) return <Spinner size={30} aria-label="Loading the page" />;
  const tree = page.publishedTree ?? page.tree;
  return (
    <article aria-labelledby="published-page-title">
      <div className="composer-screen__heading">
        <h1 id="published-page-title" className="pt-page-title">
          {page.title}
        </h1>
        <span>
          {canEdit && <Link to={`/composer/pages/${encodeURIComponent(page._id)}`}>Edit in the composer</Link>} <Link to="/pages">All pages</Link>
        </span>
      </div>
      <PageView tree={tree} />
      {page.publishedAt && (
        <p className="composer-page__hint">
          Published {formatDateTime(page.publishedAt)}
          {page.publishedByName ? ` by ${page.publishedByName}` : ''}
        </p>
      )}
    </article>
  );
}
