import { Button, NonIdealState } from '@blueprintjs/core';

/** An acknowledgement or quote link that cannot be opened (expired, revoked, unknown): the server's message and what to do. */
export function LinkProblem({ what, message, onRetry }: { what: string; message: string; onRetry?: () => void }) {
  return (
    <main style={{ minHeight: '70vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <NonIdealState
        icon="link"
        title={`This ${what} link cannot be opened`}
        description={
          <>
            <p>{message}</p>
            <p>Links expire or are replaced when the buyer sends a new one. Ask your buyer to send you a fresh link.</p>
          </>
        }
        action={onRetry ? <Button text="Try again" icon="refresh" onClick={onRetry} /> : undefined}
      />
    </main>
  );
}
