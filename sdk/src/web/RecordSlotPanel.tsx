import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { Container } from 'inversify';
import { Button, Callout, Spinner } from '@blueprintjs/core';
import { SlotRegistry, type Contributed, type RecordSlotProps, type RecordTabDefinition } from './Slots';
import { ContainerContext, useService } from './useService';

interface Loaded {
  Panel?: ComponentType<RecordSlotProps>;
  container?: Container;
  error?: string;
}

/** A contributed record tab's panel: loads its chunk (with its plugin's services), then renders it in its plugin's container. */
export function RecordSlotPanel({ tab, target }: { tab: Contributed<RecordTabDefinition>; target: RecordSlotProps }) {
  const slots = useService(SlotRegistry);
  const [loaded, setLoaded] = useState<Loaded>({});
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(tab);
  latest.current = tab;
  useEffect(() => {
    let live = true;
    setLoaded({});
    Promise.all([slots.containerOf(latest.current.pluginId), latest.current.load()]).then(
      ([container, module]) => live && setLoaded({ Panel: module.default, container }),
      (error: unknown) => live && setLoaded({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [slots, tab.pluginId, tab.id, attempt]);

  if (loaded.error) {
    return (
      <Callout intent="danger" title={`${tab.title} could not be loaded`}>
        <p>{loaded.error}</p>
        <Button text="Try again" onClick={() => setAttempt((n) => n + 1)} />
      </Callout>
    );
  }
  if (!loaded.Panel || !loaded.container) return <Spinner size={24} aria-label={`Loading ${tab.title}`} />;
  const { Panel } = loaded;
  return (
    <ContainerContext.Provider value={loaded.container}>
      <Panel {...target} />
    </ContainerContext.Provider>
  );
}
