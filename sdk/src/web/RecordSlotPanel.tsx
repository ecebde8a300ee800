import { useState } from 'react';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import type { Contributed, RecordSlotProps, RecordTabDefinition } from './Slots';
import { ContainerContext } from './useService';
import { useContributedChunk } from './useContributedChunk';

/** A contributed record tab's panel: loads its chunk (with its plugin's services), then renders it in its plugin's container. */
export function RecordSlotPanel({ tab, target }: { tab: Contributed<RecordTabDefinition>; target: RecordSlotProps }) {
  const [attempt, setAttempt] = useState(0);
  const current = useContributedChunk(tab.pluginId, tab.load, `${tab.pluginId}.${tab.id}#${attempt}`);
  if (current.error) {
    return (
      <Callout intent="danger" title={`${tab.title} could not be loaded`}>
        <p>{current.error}</p>
        <Button text="Try again" onClick={() => setAttempt((n) => n + 1)} />
      </Callout>
    );
  }
  if (!current.Component || !current.container) return <Spinner size={24} aria-label={`Loading ${tab.title}`} />;
  const { Component: Panel } = current;
  return (
    <ContainerContext.Provider value={current.container}>
      <Panel {...target} />
    </ContainerContext.Provider>
  );
}
