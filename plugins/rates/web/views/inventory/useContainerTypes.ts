import { HttpClient, useLoad, useService } from '@portolan/sdk';

/** A container type as the forms offer it: ISO 6346 size-type code and its name. */
export type ContainerTypeOption = { code: string; name: string };

export const CONTAINER_TYPES_PATH = '/api/system/lookup/container-types-list';

/** The demo lanes' types, offered while the lookup has not answered (or failed). */
const FALLBACK: ContainerTypeOption[] = [
  { code: '22G1', name: "20' dry" },
  { code: '42G1', name: "40' dry" },
  { code: '45G1', name: "40' high cube" },
  { code: '22R1', name: "20' reefer" },
  { code: '45R1', name: "40' high cube reefer" },
];

/** One entry of the lookup's answer, whichever of the usual shapes it has (`{code, name}`, `{isoCode, description}`, a bare code). */
function optionOf(item: unknown): ContainerTypeOption | undefined {
  if (typeof item === 'string') return { code: item, name: item };
  if (!item || typeof item !== 'object') return undefined;
  const o = item as Record<string, unknown>;
  const code = [o.code, o.isoCode, o.type, o.value, o._id].find((v): v is string => typeof v === 'string' && v.length > 0);
  if (!code) return undefined;
  const name = [o.name, o.description, o.label, o.title].find((v): v is string => typeof v === 'string' && v.length > 0);
  return { code, name: name ?? code };
}

/** The lookup's list (`/api/system/lookup/container-types-list`), with "Server Error" (SPEC §8) when it failed and the common types meanwhile. */
export function useContainerTypes(): { options: ContainerTypeOption[]; error?: string; isFetching: boolean } {
  const loaded = useLoad<unknown>(useService(HttpClient), CONTAINER_TYPES_PATH);
  const data = loaded.data as { items?: unknown[] } | unknown[] | undefined;
  const items = Array.isArray(data) ? data : Array.isArray(data?.items) ? data.items : undefined;
  const options = items?.map(optionOf).filter((o): o is ContainerTypeOption => Boolean(o));
  return { options: options?.length ? options : FALLBACK, error: loaded.error, isFetching: loaded.isFetching };
}

/** `45G1 — 40' high cube`. */
export const containerTypeLabel = (o: ContainerTypeOption): string => (o.name && o.name !== o.code ? `${o.code} — ${o.name}` : o.code);
