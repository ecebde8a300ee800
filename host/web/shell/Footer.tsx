import { useEffect, useState } from 'react';
import { HttpClient, useService } from '@portolan/sdk';

declare const __PORTOLAN_VERSION__: string;

/** The footer landmark: product version and the live state of the API. */
export function Footer() {
  const http = useService(HttpClient);
  const [health, setHealth] = useState<'checking' | 'ok' | 'down'>('checking');
  useEffect(() => {
    let live = true;
    http.get('/api/health').then((r) => live && setHealth(r.ok ? 'ok' : 'down'));
    return () => {
      live = false;
    };
  }, [http]);
  return (
    <footer className="pt-footer">
      <span>Portolan {typeof __PORTOLAN_VERSION__ === 'string' ? __PORTOLAN_VERSION__ : ''}</span>
      <span className={`pt-footer__health pt-footer__health--${health}`} role="status">
        {health === 'checking' ? 'Checking service…' : health === 'ok' ? 'All systems operational' : 'Service unavailable'}
      </span>
      <span>© {new Date().getFullYear()} Portolan</span>
    </footer>
  );
}
Footer.displayName = 'Portolan.Footer';
