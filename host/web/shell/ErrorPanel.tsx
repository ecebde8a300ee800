/**
 * A self-contained error panel. It is plain markup with inline styles on purpose: it must look right
 * even when the stylesheet or a chunk failed to load.
 */
export function ErrorPanel(props: { title: string; description: string; code: string; onRetry: () => void }) {
  return (
    <div role="alert" data-error-code={props.code} style={{ maxWidth: 520, margin: '12vh auto', padding: 24, fontFamily: 'system-ui, sans-serif', color: '#1c2127', border: '1px solid #d3d8de', borderRadius: 4, background: '#fff' }}>
      <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{props.title}</h2>
      <p style={{ margin: '0 0 16px', color: '#5f6b7c', lineHeight: 1.5 }}>{props.description}</p>
      <button type="button" onClick={props.onRetry} style={{ padding: '6px 14px', fontSize: 14, cursor: 'pointer', background: '#2d72d2', color: '#fff', border: 0, borderRadius: 3 }}>
        Try again
      </button>{' '}
      <button type="button" onClick={() => window.location.reload()} style={{ padding: '6px 14px', fontSize: 14, cursor: 'pointer', background: 'transparent', color: '#2d72d2', border: 0 }}>
        Reload the page
      </button>
    </div>
  );
}
ErrorPanel.displayName = 'Portolan.ErrorPanel';
