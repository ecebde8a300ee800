import { Icon } from '@blueprintjs/core';

/** What a data block (field, table, chart, widget) shows on a public page: where its live data would be. */
export function LiveDataPlaceholder({ title }: { title: string }) {
  return (
    <div className="composer-page__placeholder" data-block="live-data">
      <Icon icon="lock" aria-hidden="true" />
      <span>
        {title ? `${title}: ` : ''}Sign in to see live data
      </span>
    </div>
  );
}
