import { observer } from 'mobx-react-lite';
import { Button, Classes, HTMLSelect, Switch } from '@blueprintjs/core';
import { LocalSettings, WidgetRegistry, useService } from '@portolan/sdk';
import type { DashboardLayoutStore } from './DashboardLayoutStore';
import { arrangeWidgets, type ArrangedWidget } from './arrangeWidgets';
import { WIDGET_SIZES, type WidgetSize } from './widgetSizes';
import { isWidgetShown, setWidgetShown } from './widgetToggle';

const GROUPS: readonly { title: string; of: (item: ArrangedWidget) => boolean }[] = [
  { title: 'Reports', of: (i) => i.widget.setting?.key === 'sideNavDashboardReports' },
  { title: 'Analytics', of: (i) => i.widget.setting?.key === 'sideNavDashboardAnalytics' },
  { title: 'Add-ons', of: (i) => !i.widget.setting },
];

/**
 * Every widget the user may see, grouped Reports (SPEC §9 `sideNavDashboardReports`), Analytics
 * (`sideNavDashboardAnalytics`) and Add-ons, each with its switch, description and size; "Reset layout"
 * brings back the default order and sizes and switches every widget on. The Customize drawer and the
 * /dashboard/widgets screen both show it.
 */
export const WidgetSettingsPanel = observer(function WidgetSettingsPanel({ layout }: { layout: DashboardLayoutStore }) {
  const registry = useService(WidgetRegistry);
  const settings = useService(LocalSettings);
  const arranged = arrangeWidgets(registry.visible, layout.items);
  const reset = () => {
    layout.change({ kind: 'reset' });
    for (const item of arranged) if (!isWidgetShown(settings, item.widget)) setWidgetShown(settings, item.widget, true);
  };
  return (
    <div className="pt-widget-settings">
      {GROUPS.map((group) => {
        const items = arranged.filter(group.of);
        if (items.length === 0) return null;
        return (
          <fieldset key={group.title} className="pt-widget-settings__group">
            <legend className={Classes.HEADING}>{group.title}</legend>
            <ul className="pt-widget-settings__list">
              {items.map((item) => {
                const id = `widget-settings-${item.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
                return (
                  <li key={item.key} className="pt-widget-settings__item">
                    <Switch
                      className="pt-widget-settings__switch"
                      role="switch"
                      label={item.widget.title}
                      checked={isWidgetShown(settings, item.widget)}
                      onChange={(e) => setWidgetShown(settings, item.widget, e.currentTarget.checked)}
                      aria-describedby={item.widget.description ? `${id}-description` : undefined}
                    />
                    {item.widget.description && (
                      <p id={`${id}-description`} className={`${Classes.TEXT_MUTED} pt-widget-settings__description`}>
                        {item.widget.description}
                      </p>
                    )}
                    <HTMLSelect
                      id={`${id}-size`}
                      aria-label={`Size of ${item.widget.title}`}
                      value={item.size}
                      onChange={(e) => layout.change({ kind: 'size', key: item.key, size: e.currentTarget.value as WidgetSize })}
                      options={WIDGET_SIZES.map((s) => ({ value: s.size, label: s.title }))}
                    />
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
      <Button icon="reset" text="Reset layout" onClick={reset} />
    </div>
  );
});
