import { observer } from 'mobx-react-lite';
import { Spinner } from '@blueprintjs/core';
import { ContainerContext, WidgetRegistry, useContributedChunk, useService, type RegisteredWidget } from '@portolan/sdk';

/** The widget this one is (a page cannot hold the "Company page" widget that draws it). */
export const SELF_WIDGET = 'composer:company-page';

/** `<pluginId>:<widgetId>` of a registered widget. */
export const widgetKey = (widget: Pick<RegisteredWidget, 'pluginId' | 'id'>) => `${widget.pluginId}:${widget.id}`;

function Loaded({ widget }: { widget: RegisteredWidget }) {
  const key = widgetKey(widget);
  const chunk = useContributedChunk(widget.pluginId, widget.load, key);
  if (chunk.error) return <div className="composer-page__placeholder" role="alert">{widget.title} could not load: {chunk.error}</div>;
  if (!chunk.Component || !chunk.container) return <Spinner size={24} aria-label={`Loading ${widget.title}`} />;
  const Component = chunk.Component;
  return (
    <ContainerContext.Provider value={chunk.container}>
      <Component />
    </ContainerContext.Provider>
  );
}

/** A widget block: a registered dashboard widget (loaded when first drawn), or "Widget not available" when it is switched off or not the reader's to see. */
export const WidgetBlock = observer(function WidgetBlock({ widget }: { widget: string }) {
  const registry = useService(WidgetRegistry);
  if (!widget) return <div className="composer-page__placeholder" data-block="widget">Choose a widget in the properties</div>;
  const found = widget === SELF_WIDGET ? undefined : registry.visible.find((w) => widgetKey(w) === widget);
  if (!found) return <div className="composer-page__placeholder" data-block="widget">Widget not available</div>;
  return (
    <section className="composer-page__widget" data-block="widget" data-widget={widget} aria-label={found.title}>
      <h3 className="composer-page__caption">{found.title}</h3>
      <Loaded widget={found} />
    </section>
  );
});
