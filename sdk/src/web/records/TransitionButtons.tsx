import { useState } from 'react';
import { Button, type Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Entitlements } from '../Entitlements';
import { HttpClient } from '../HttpClient';
import { NotificationBus } from '../NotificationBus';
import { useService } from '../useService';
import type { Level } from '../../shared/features';

/** One action of a state table as the web shows it (the same table the server's defineTransitions enforces). */
export interface TransitionAction {
  from: readonly string[];
  to: string;
  level: Level;
  /** The button's text, e.g. 'Approve'. */
  title: string;
  intent?: Intent;
}

export interface TransitionButtonsProps {
  /** The record's API path, e.g. `/api/egm/v2/manifests/<id>`; an action posts `<path>/<action>/` `{data: {version}}`. */
  path: string;
  /** The access feature whose level each action needs. */
  feature: string;
  /** The record's current state and version. */
  state: string;
  version: number;
  actions: Readonly<Record<string, TransitionAction>>;
  /** After a move (or a refusal such as a stale version): reload the record. */
  onDone: () => void;
}

/**
 * The state moves a user may make on a record now: one button per action whose `from` holds the
 * current state and whose level the user has. The server decides (409 naming the state, 403); its
 * answer shows as a notification either way.
 */
export const TransitionButtons = observer(function TransitionButtons({ path, feature, state, version, actions, onDone }: TransitionButtonsProps) {
  const http = useService(HttpClient);
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const [busy, setBusy] = useState<string | undefined>();
  const run = async (name: string, action: TransitionAction) => {
    setBusy(name);
    const answer = await http.post(`${path}/${name}/`, { data: { version } });
    setBusy(undefined);
    notify.outcome(answer.ok, { success: `${action.title}: done`, failure: `${action.title} failed: ${answer.errorMessage ?? ''}` });
    onDone();
  };
  const possible = Object.entries(actions).filter(([, a]) => a.from.includes(state) && entitlements.isAllowed(feature, a.level));
  return (
    <>
      {possible.map(([name, action]) => (
        <Button key={name} size="small" intent={action.intent} text={action.title} loading={busy === name} disabled={busy !== undefined} onClick={() => void run(name, action)} />
      ))}
    </>
  );
});
