import { StylesheetLoadError } from './loadErrors';

/** Adds a stylesheet link (once per href) and resolves when it has loaded; rejects with StylesheetLoadError. */
export function loadStylesheet(href: string, doc: Document = document): Promise<void> {
  const existing = doc.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  existing?.remove();
  return new Promise<void>((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => {
      link.dataset.loaded = 'true';
      resolve();
    };
    link.onerror = () => {
      link.remove();
      reject(new StylesheetLoadError(href));
    };
    doc.head.appendChild(link);
  });
}
