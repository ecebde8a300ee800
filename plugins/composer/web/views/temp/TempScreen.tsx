import { useSearchParams } from 'react-router-dom';
import { Button, Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { formatDateTime, useAnswer } from '@portolan/sdk';
import { PageView } from '../pages/PageView';
import { usePagesApi } from '../pages/pagesApi';
import '../pages/pages.css';

/** Why a share link shows nothing, in words a visitor understands (the server's message follows). */
function linkProblem(status: number): string {
  if (status === 404) return 'This link does not lead to a page: it may be mistyped, expired or turned off, or its page unpublished.';
  if (status === 410) return 'This link has expired. Ask whoever sent it for a new one.';
  if (status === 400 || status === 401 || status === 403) return 'This link is not valid. Check that you copied all of it.';
  return 'The page could not be loaded. Try again in a moment.';
}

/**
 * `/temp?page=<token>`: a shared page's public preview, no sign-in: the layout, static text and company
 * blocks; live data blocks ask the visitor to sign in. A missing, bad or expired link says so.
 */
export default function TempScreen() {
  const [params] = useSearchParams();
  const token = params.get('page')?.trim() ?? '';
  const api = usePagesApi();
  const answer = useAnswer(async () => {
    const result = await api.publicPage(token);
    return result.ok ? result : { ...result, errorMessage: `${linkProblem(result.status)}${result.errorMessage ? ` (${result.errorMessage})` : ''}` };
  }, token || undefined);
  let body;
  if (!token) body = <NonIdealState icon="link" title="No page in this link" description="A shared page's link ends with ?page= and a code. Check that you copied all of it." />;
  else if (answer.error) {
    body = (
      <Callout intent="danger" title="This page cannot be shown" role="alert">
        <p>{answer.error}</p>
        <Button text="Try again" onClick={answer.reload} />
      </Callout>
    );
  } else if (!answer.data) body = <Spinner size={30} aria-label="Loading the page" />;
  else {
    const page = answer.data;
    body = (
      <article aria-labelledby="public-page-title">
        <header className="composer-public__header">
          {page.logoUrl && <img src={page.logoUrl} alt={`${page.companyName} logo`} />}
          <div>
            <h1 id="public-page-title" className="pt-page-title">
              {page.title}
            </h1>
            <div className="composer-page__hint">
              {page.companyName} · published {formatDateTime(page.publishedAt)}
            </div>
          </div>
        </header>
        <PageView tree={page.tree} mode="public" companyName={page.companyName} logoUrl={page.logoUrl} />
      </article>
    );
  }
  // Until the page itself shows (with its own title), the screen is named by a plain heading.
  return (
    <main className="composer-public">
      {!answer.data && <h1 className="pt-page-title">Shared page</h1>}
      {body}
    </main>
  );
}
