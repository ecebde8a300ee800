import { Link } from 'react-router-dom';

/** A plain "not found": for unknown paths, for areas without a plugin yet, and for screens the user may not open. */
export function NotFoundScreen() {
  return (
    <div className="pt-not-found" data-testid="not-found">
      <h1>Not found</h1>
      <p>There is nothing at this address, or you don't have access to it.</p>
      <Link to="/">Go to the home page</Link>
    </div>
  );
}
NotFoundScreen.displayName = 'Portolan.NotFoundScreen';
