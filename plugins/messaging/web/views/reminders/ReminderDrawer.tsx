import { Classes, Drawer, DrawerSize, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { RecordActivity } from '@portolan/sdk';
import type { Reminder } from '../../../shared/types';
import { NotificationApi } from '../../stores/NotificationApi';
import { formatWhen } from './formatWhen';
import { ReminderStateTag } from './ReminderStateTag';

/** A reminder's details beside the list: what, on which record, when due, its state, and its activity. */
export function ReminderDrawer({ reminder, onClose }: { reminder?: Reminder; onClose: () => void }) {
  return (
    <Drawer isOpen={Boolean(reminder)} onClose={onClose} title={reminder?.title ?? ''} size={DrawerSize.SMALL}>
      {reminder && (
        <div className={Classes.DRAWER_BODY} style={{ padding: 16 }}>
          <HTMLTable compact aria-label="Reminder" style={{ width: '100%' }}>
            <tbody>
              <tr>
                <th scope="row">State</th>
                <td>
                  <ReminderStateTag state={reminder.state} />
                </td>
              </tr>
              <tr>
                <th scope="row">Due</th>
                <td>{formatWhen(reminder.dueAt).absolute}</td>
              </tr>
              <tr>
                <th scope="row">Record</th>
                <td>{reminder.record ? reminder.record.href ? <Link to={reminder.record.href}>{reminder.record.title ?? reminder.record.id}</Link> : (reminder.record.title ?? reminder.record.id) : '—'}</td>
              </tr>
              <tr>
                <th scope="row">Email</th>
                <td>{reminder.email ? 'Yes' : 'No'}</td>
              </tr>
              <tr>
                <th scope="row">Note</th>
                <td style={{ whiteSpace: 'pre-wrap' }}>{reminder.note || '—'}</td>
              </tr>
            </tbody>
          </HTMLTable>
          <h3 className={Classes.HEADING} style={{ marginTop: 16 }}>
            Activity
          </h3>
          <RecordActivity key={reminder.version} path={NotificationApi.reminder(reminder._id)} />
        </div>
      )}
    </Drawer>
  );
}
