import { Link } from 'react-router-dom';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useAnswer } from '@portolan/sdk';
import { PageView } from './PageView';
import { usePagesApi } from './pagesApi';

/** The home dashboard's "Company page": the company's pinned page (its published version), or how to pin one. */
export default function CompanyPageWidget() {
  const api = usePagesApi();
  const answer = useAnswer(() => api.pinned(), 'pinned-page');
  if (answer.error) {
    return (
      <Callout intent="danger" title="Could not load the company page" role="alert">
        {answer.error} <Button size="small" variant="minimal" intent="danger" text="Retry" onClick={answer.reload} />
      </Callout>
    );
  }
  if (answer.data === undefined) return <Spinner size={24} aria-label="Loading the company page" />;
  const page = answer.data;
  if (!page) {
    return <NonIdealState icon="document" title="No company page yet" description="Compose a page, publish it and pin it to home: everyone in your company sees it here." action={<Link to="/composer">Open the composer</Link>} layout="horizontal" />;
  }
  return (
    <div className="composer-company-page" data-page={page._id}>
      <p className="composer-page__hint">
        <Link to={`/pages/${encodeURIComponent(page._id)}`}>{page.title}</Link>
      </p>
      <PageView tree={page.publishedTree ?? page.tree} />
    </div>
  );
}
