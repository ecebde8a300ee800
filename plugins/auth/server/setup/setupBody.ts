import { dataBody } from '@portolan/sdk/server';
import { EMAIL_MAX, PASSWORD_MAX } from '../schemas';

/** POST /api/setup: the platform company (name, ISO 3166-1 alpha-2 country) and its first user. */
export const setupBody = dataBody(
  {
    companyName: { type: 'string', minLength: 1, maxLength: 200 },
    country: { type: 'string', minLength: 2, maxLength: 2 },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    email: { type: 'string', minLength: 3, maxLength: EMAIL_MAX },
    password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX },
  },
  ['companyName', 'country', 'name', 'email', 'password'],
);

export interface SetupInput {
  data: { companyName: string; country: string; name: string; email: string; password: string };
}
