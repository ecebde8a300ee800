import { Tab, Tabs } from '@blueprintjs/core';
import { useTabParam } from '@portolan/sdk';
import { PagesTab } from './pages/PagesTab';
import { TemplatesTab } from './templates/TemplatesTab';

const TABS = ['pages', 'templates'] as const;

/** `/composer`: the company's composed pages and its document templates, the tab kept in the URL (`?tab=templates`) so it can be linked. */
export default function ComposerHomeScreen() {
  const [tab, setTab] = useTabParam();
  const selected = TABS.find((t) => t === tab) ?? 'pages';
  return (
    <section aria-labelledby="composer-title">
      <h1 id="composer-title" className="pt-page-title">
        Composer
      </h1>
      <Tabs id="composer-tabs" selectedTabId={selected} onChange={(next) => setTab(String(next))} renderActiveTabPanelOnly>
        <Tab id="pages" title="Pages" panel={<PagesTab />} />
        <Tab id="templates" title="Document templates" panel={<TemplatesTab />} />
      </Tabs>
    </section>
  );
}
