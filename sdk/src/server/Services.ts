import type { ServiceToken } from './ServiceToken';

/** The services a plugin declared in `requires` (and those it provides itself). */
export interface Services {
  /** The service of `token`; throws when the plugin did not declare it in `requires`. */
  get<T>(token: ServiceToken<T>): T;
}
