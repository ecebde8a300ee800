import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Icon } from '@blueprintjs/core';
import { LiveConnection, useService } from '@portolan/sdk';

/** How long the live connection may be offline before the header says so (a short blip goes unnoticed). */
export const LIVE_OFFLINE_HINT_MS = 4_000;

/** "Reconnecting…" in the header once the tab's live connection has been offline for a few seconds (a polite status region). */
export const LiveStatusHint = observer(function LiveStatusHint({ delayMs = LIVE_OFFLINE_HINT_MS }: { delayMs?: number }) {
  const offline = useService(LiveConnection).status === 'offline';
  return (
    <span role="status" className="pt-live-status">
      {offline && <Reconnecting delayMs={delayMs} />}
    </span>
  );
});

/** Mounted while offline: shows itself after the delay (unmounting resets it for the next time). */
function Reconnecting({ delayMs }: { delayMs: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!shown) return null;
  return (
    <>
      <Icon icon="offline" size={12} aria-hidden /> Reconnecting…
    </>
  );
}
