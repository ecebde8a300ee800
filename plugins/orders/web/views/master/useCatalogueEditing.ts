import { useState } from 'react';
import { Entitlements, NotificationBus, useService, type ApiResult } from '@portolan/sdk';
import { useCatalogueApi, type CataloguePath } from '../../api/catalogueApi';

type Editable = { _id: string; version: number; active: boolean };

/**
 * New / edit / deactivate of a catalogue list (company master, locations, products): which record the
 * dialog edits, saving it (create or update with its version) and (de)activating a row, each with its
 * SPEC §8 notification pair, the list reloaded after a change. `noun` is what a record is ("party").
 */
export function useCatalogueEditing<T extends Editable>(path: CataloguePath, reload: () => Promise<void>, noun: string) {
  const api = useCatalogueApi();
  const notify = useService(NotificationBus);
  const entitlements = useService(Entitlements);
  const [editing, setEditing] = useState<T | 'new' | undefined>();
  const record = editing === 'new' ? undefined : editing;

  const save = async (data: Record<string, unknown>): Promise<ApiResult<T>> => {
    const result = await api.save<T>(path, record, data);
    notify.outcome(result.ok, record ? { success: `${capital(noun)} saved`, failure: `Failed to save the ${noun}` } : { success: `${capital(noun)} created`, failure: `Failed to create the ${noun}` });
    if (result.ok) {
      setEditing(undefined);
      void reload();
    }
    return result;
  };
  const setActive = async (row: T, active: boolean) => {
    const result = await api.setActive<T>(path, row, active);
    notify.outcome(result.ok, active ? { success: `${capital(noun)} activated`, failure: `Failed to activate the ${noun}: ${result.errorMessage ?? ''}` } : { success: `${capital(noun)} deactivated`, failure: `Failed to deactivate the ${noun}: ${result.errorMessage ?? ''}` });
    if (result.ok) void reload();
  };
  return {
    editing,
    /** The record in the dialog (undefined for a new one). */
    record,
    open: (row?: T) => setEditing(row ?? 'new'),
    close: () => setEditing(undefined),
    save,
    setActive,
    canCreate: entitlements.isAllowed('orders', 'Create'),
    canUpdate: entitlements.isAllowed('orders', 'Update'),
  };
}
export type CatalogueEditing<T extends Editable> = ReturnType<typeof useCatalogueEditing<T>>;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
