type PdfJs = typeof import('pdfjs-dist');

let loading: Promise<PdfJs> | undefined;

/**
 * pdfjs-dist, loaded with the first preview only (two lazy chunks, so other routes never fetch it). Its
 * parser runs on the page's thread (`globalThis.pdfjsWorker`) rather than in a worker file the build
 * would have to ship under a known URL; a template preview is a page or two.
 */
function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    // @ts-expect-error -- the worker module ships no type declarations
    const worker: unknown = await import('pdfjs-dist/build/pdf.worker.min.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist');
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Draws every page of a PDF into its own <canvas> (width `cssWidth`), replacing what `host` showed. Answers the page count. */
export async function renderPdfPages(pdf: Blob, host: HTMLElement, cssWidth: number, isCurrent: () => boolean): Promise<number> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise;
  try {
    const canvases: HTMLCanvasElement[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const ratio = typeof window !== 'undefined' ? Math.min(window.devicePixelRatio || 1, 2) : 1;
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.setAttribute('role', 'img');
      canvas.setAttribute('aria-label', `Preview page ${n} of ${doc.numPages}`);
      const context = canvas.getContext('2d');
      if (context) await page.render({ canvasContext: context, viewport }).promise;
      canvases.push(canvas);
      if (!isCurrent()) return doc.numPages;
    }
    if (isCurrent()) host.replaceChildren(...canvases);
    return doc.numPages;
  } finally {
    void doc.destroy();
  }
}
