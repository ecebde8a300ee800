import { createContext } from 'react';

/** How a composed page is drawn: `read` (a signed-in reader), `edit` (the composer's canvas) or `public` (a share link: no live data). */
export type PageMode = 'read' | 'edit' | 'public';

export interface PageViewSettings {
  mode: PageMode;
  /** Public mode: the company's name from the share link's answer (signed in, the session's company is used). */
  companyName?: string;
  /** Public mode: the share link's logo address, or null when the company has none. */
  logoUrl?: string | null;
}

/** What every block of a drawn page reads: the mode, and in public mode the company's name and logo. */
export const PageViewContext = createContext<PageViewSettings>({ mode: 'read' });
