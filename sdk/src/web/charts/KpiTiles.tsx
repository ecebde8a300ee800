import type { MouseEvent } from 'react';

/** One headline figure. */
export interface KpiTile {
  key: string;
  label: string;
  /** The value as people read it ('1,234', '87.5%'). */
  value: string;
  /** Where the records behind it are listed; the tile is then a link. */
  href?: string;
}

export interface KpiTilesProps {
  /** The accessible name of the list of figures. */
  title: string;
  tiles: KpiTile[];
  /** Follows a tile's link inside the app (e.g. react-router's navigate); without it the browser follows the href. */
  onNavigate?: (href: string) => void;
}

const TILE = { display: 'block', minWidth: 110, padding: '6px 10px', border: '1px solid #DCE0E5', borderRadius: 2, color: 'inherit', textDecoration: 'none' } as const;

/** Headline figures side by side (total shipments, on-time share), each a real link when it has records behind it. */
export function KpiTiles({ title, tiles, onNavigate }: KpiTilesProps) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <ul aria-label={title} className="pt-kpi-tiles" style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, margin: 0 }}>
      {tiles.map((t) => {
        const body = (
          <>
            <span style={{ display: 'block', fontSize: 20, fontWeight: 600, lineHeight: 1.2 }}>{t.value}</span>
            <span style={{ display: 'block', fontSize: 12, color: '#404854' }}>{t.label}</span>
          </>
        );
        return (
          <li key={t.key}>
            {t.href ? (
              <a href={t.href} onClick={follow(t.href)} style={TILE} className="pt-kpi-tile">
                {body}
              </a>
            ) : (
              <div style={TILE} className="pt-kpi-tile">
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
