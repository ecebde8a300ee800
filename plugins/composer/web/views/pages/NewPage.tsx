import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { COMPOSER_DEFAULT_TITLE } from '@portolan/sdk';
import { usePagesApi } from './pagesApi';

/** `/composer/pages/new`: creates an "Untitled" page on the server and opens it in the composer. */
export function NewPage() {
  const api = usePagesApi();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string>();
  const started = useRef(-1);
  useEffect(() => {
    // One page per attempt, even when effects run twice.
    if (started.current === attempt) return;
    started.current = attempt;
    void api.create(COMPOSER_DEFAULT_TITLE).then((answer) => {
      if (answer.ok && answer.data?._id) navigate(`/composer/pages/${encodeURIComponent(answer.data._id)}`, { replace: true });
      else setError(answer.errorMessage ?? 'Server Error');
    });
  }, [api, attempt, navigate]);
  if (error) {
    return (
      <Callout intent="danger" title="Could not create the page" role="alert">
        <p>{error}</p>
        <Button
          text="Try again"
          onClick={() => {
            setError(undefined);
            setAttempt((n) => n + 1);
          }}
        />{' '}
        <Link to="/composer">Back to the composer</Link>
      </Callout>
    );
  }
  return <Spinner size={30} aria-label="Creating the page" />;
}
