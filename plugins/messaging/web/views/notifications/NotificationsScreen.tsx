import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Classes, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { DataTable, HttpClient, NotificationBus, useLoad, useService, type DataColumn } from '@portolan/sdk';
import type { Notification, UserNotificationPreferences } from '../../../shared/types';
import { NotificationApi } from '../../stores/NotificationApi';
import { NotificationStore } from '../../stores/NotificationStore';
import { formatWhen } from '../reminders/formatWhen';
import { categoryTitle } from './categoryTitle';
import { useLive } from './useLive';

const READ_STATES = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread only' },
];

/**
 * `/notifications`: every notification of the caller, newest first, paged by the server; filters by
 * category and unread; mark the selected or all read; each links to its record. New ones arrive live.
 */
const NotificationsScreen = observer(function NotificationsScreen() {
  const http = useService(HttpClient);
  const bus = useService(NotificationBus);
  const live = useLive();
  const [store] = useState(() => new NotificationStore(http, { live, limit: 50 }));
  const [selected, setSelected] = useState<string[]>([]);
  const categories = useLoad<UserNotificationPreferences>(http, NotificationApi.preferences).data?.items ?? [];
  const titleOf = (category: string) => categories.find((c) => c.category === category)?.title ?? categoryTitle(category);

  useEffect(() => {
    void store.load();
    return store.start();
  }, [store]);

  const markRead = async (ids: string[] | 'all') => {
    const ok = await store.markRead(ids);
    bus.outcome(ok, { success: ids === 'all' ? 'All notifications marked read' : 'Marked read', failure: 'Could not mark the notifications read' });
    if (ok) setSelected([]);
  };

  const columns: DataColumn<Notification>[] = [
    { id: 'state', title: 'State', width: 80, render: (n) => (n.readAt ? <span className={Classes.TEXT_MUTED}>Read</span> : <Tag minimal intent="primary">Unread</Tag>), csv: (n) => (n.readAt ? 'Read' : 'Unread') },
    { id: 'title', title: 'Title', width: 260, render: (n) => (n.href ? <Link to={n.href} onClick={() => !n.readAt && void store.markRead([n._id])}>{n.title}</Link> : n.title), csv: (n) => n.title },
    { id: 'body', title: 'Message', width: 340, render: (n) => <span title={n.body}>{n.body}</span> },
    { id: 'category', title: 'Category', width: 150, render: (n) => titleOf(n.category) },
    { id: 'record', title: 'Record', width: 150, render: (n) => (n.record ? n.record.href ? <Link to={n.record.href}>{n.record.title ?? n.record.id}</Link> : (n.record.title ?? n.record.id) : '—') },
    {
      id: 'createdAt',
      title: 'When',
      width: 220,
      render: (n) => {
        const when = formatWhen(n.createdAt);
        return (
          <time dateTime={n.createdAt} title={when.absolute}>
            {when.relative} <span className={Classes.TEXT_MUTED}>· {when.absolute}</span>
          </time>
        );
      },
    },
  ];

  const { page, limit, category, unread } = store.query;
  return (
    <section aria-labelledby="notifications-title">
      <h1 id="notifications-title" className="pt-page-title">
        Notifications
      </h1>
      <DataTable<Notification>
        label="Notification list"
        columns={columns}
        rows={store.items}
        loading={store.isFetching}
        error={store.errorMessage}
        onRetry={() => void store.load()}
        emptyText={category || unread ? 'No notifications match' : 'No notifications yet'}
        selected={selected}
        onSelectionChange={setSelected}
        bulkActions={(ids) => <Button size="small" icon="tick" text="Mark read" onClick={() => void markRead(ids)} />}
        toolbar={
          <>
            <FormGroup label="Category" labelFor="notification-category" style={{ margin: 0 }}>
              <HTMLSelect
                id="notification-category"
                value={category ?? ''}
                options={[{ value: '', label: 'Any category' }, ...categories.map((c) => ({ value: c.category, label: c.title }))]}
                onChange={(e) => void store.setQuery({ category: e.currentTarget.value || undefined })}
              />
            </FormGroup>
            <FormGroup label="Show" labelFor="notification-unread" style={{ margin: 0 }}>
              <HTMLSelect id="notification-unread" value={unread ? 'unread' : ''} options={READ_STATES} onChange={(e) => void store.setQuery({ unread: e.currentTarget.value === 'unread' || undefined })} />
            </FormGroup>
            <Button icon="tick" text="Mark all read" disabled={store.unread === 0} onClick={() => void markRead('all')} />
            <Link to="/notifications/preferences" style={{ alignSelf: 'center' }}>
              Preferences
            </Link>
          </>
        }
        paging={{
          count: store.count,
          offset: (page - 1) * limit,
          hasPrev: page > 1 && !store.isFetching,
          hasNext: page * limit < store.count && !store.isFetching,
          onPrev: () => void store.setQuery({ page: page - 1 }),
          onNext: () => void store.setQuery({ page: page + 1 }),
        }}
      />
    </section>
  );
});

export default NotificationsScreen;
