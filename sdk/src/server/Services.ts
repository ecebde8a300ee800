import type { ServiceToken } from './ServiceToken';

/** The services a plugin declared in `requires` (and those it provides itself). */
export interface Services {
  /** The service of `token`; throws when the plugin did not declare it in `requires`. */
  get<T>(token: ServiceToken<T>): T;
  /** A service the plugin declared in `optional`: undefined when no plugin provides it (or it is not made yet). */
  find<T>(token: ServiceToken<T>): T | undefined;
}
