import type { ServerPluginContext } from '@portolan/sdk/server';
import type { BookingSource } from '../../shared/states';

/** Who runs a booking command: a user of a company, with its role's levels on `bookings`. */
export interface Actor {
  companyId: string;
  userId: string;
  /** The user's name for the audit trail (read from the users table when absent). */
  name?: string;
  /** The actor's level on `bookings` decides Update / Delete / Approve actions. */
  can(level: 'Read' | 'Create' | 'Update' | 'Delete' | 'Approve'): boolean;
}

export interface CreateOptions {
  submit?: boolean;
  source?: { kind: BookingSource; id?: string | null; label?: string | null };
  /** The field prefix of errors: 'data' (screens) or '' (DCSA bodies are mapped first). */
  field?: string;
}

/** What the commands use of the plugin's context (the server's, or the seed's). */
export type BookingContext = Pick<ServerPluginContext, 'db' | 'services' | 'settings'>;
