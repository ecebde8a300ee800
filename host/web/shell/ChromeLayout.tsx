import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { LiveConnection, LocalSettings, useService, type ChromeFlags } from '@portolan/sdk';
import { CommandPaletteHost } from '../palette/CommandPaletteHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotificationRegion } from './NotificationRegion';
import { SideNav } from './SideNav';

export interface ChromeLayoutProps {
  chrome: ChromeFlags;
  area?: string;
  children: ReactNode;
}

/** The signed-in page chrome: header, side navigation, footer and notification area, each as the route allows; the command palette (Ctrl/Cmd+K). */
const ChromeLayout = observer(function ChromeLayout({ chrome, area, children }: ChromeLayoutProps) {
  const settings = useService(LocalSettings);
  // The tab's live connection opens with the signed-in chrome, whatever the route shows of it.
  useService(LiveConnection);
  const expanded = settings.get('sideNavView') === 'expanded';
  const toggleNav = () => settings.set('sideNavView', expanded ? 'collapsed' : 'expanded');
  return (
    <div className={`pt-workbench${expanded ? ' pt-workbench--nav-expanded' : ''}`} data-area={area ?? 'none'}>
      <a className="pt-skip-link" href="#pt-main">
        Skip to content
      </a>
      {chrome.header && <Header showNavToggle={chrome.sideNav} navExpanded={expanded} onToggleNav={toggleNav} notifications={chrome.notifications ? <NotificationRegion /> : null} />}
      {!chrome.header && chrome.notifications && (
        <div className="pt-floating-notifications">
          <NotificationRegion />
        </div>
      )}
      <div className="pt-body">
        {chrome.sideNav && <SideNav expanded={expanded} onToggle={toggleNav} />}
        <main id="pt-main" className="pt-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {chrome.footer && <Footer />}
      <CommandPaletteHost />
    </div>
  );
});

export default ChromeLayout;
