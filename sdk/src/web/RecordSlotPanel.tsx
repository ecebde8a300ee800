import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import type { Container } from 'inversify';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { SlotRegistry, type Contributed, type RecordSlotProps, type RecordTabDefinition } from './Slots';
import { ContainerContext, useService } from './useService';

interface Loaded {
  /** Which tab and attempt this answer is for. */
  key: string;
  Panel?: ComponentType<RecordSlotProps>;
  container?: Container;
  error?: string;
}

/** A contributed record tab's panel: loads its chunk (with its plugin's services), then renders it in its plugin's container. */
export function RecordSlotPanel({ tab, target }: { tab: Contributed<RecordTabDefinition>; target: RecordSlotProps }) {
  const slots = useService(SlotRegistry);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const key = `${tab.pluginId}.${tab.id}#${attempt}`;
  const loadTab = useEffectEvent(() => Promise.all([slots.containerOf(tab.pluginId), tab.load()]));
  useEffect(() => {
    let live = true;
    loadTab().then(
      ([container, module]) => live && setLoaded({ key, Panel: module.default, container }),
      (error: unknown) => live && setLoaded({ key, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const current = loaded?.key === key ? loaded : undefined;
  if (current?.error) {
    return (
      <Callout intent="danger" title={`${tab.title} could not be loaded`}>
        <p>{current.error}</p>
        <Button text="Try again" onClick={() => setAttempt((n) => n + 1)} />
      </Callout>
    );
  }
  if (!current?.Panel || !current.container) return <Spinner size={24} aria-label={`Loading ${tab.title}`} />;
  const { Panel } = current;
  return (
    <ContainerContext.Provider value={current.container}>
      <Panel {...target} />
    </ContainerContext.Provider>
  );
}
