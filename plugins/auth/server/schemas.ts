import { dataBody } from '@portolan/sdk/server';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwordPolicy';

/** Fastify JSON schemas of the auth bodies: always `{ data: { … } }` (DESIGN §4); an unknown field is a 400 naming it. */

const string = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength }) as const;


export { PASSWORD_MAX, PASSWORD_MIN };
export const EMAIL_MAX = 254;

export const loginBody = dataBody({ email: string(1, EMAIL_MAX), password: string(1, 1024), deviceToken: string(1, 100) }, ['email', 'password']);

export const signUpBody = dataBody(
  {
    name: string(1, 120),
    email: string(3, EMAIL_MAX),
    password: string(PASSWORD_MIN, PASSWORD_MAX),
    companyName: string(1, 200),
    companyKind: { type: 'string', enum: ['shipper', 'forwarder'] },
    phone: string(0, 40),
  },
  ['name', 'email', 'password', 'companyName', 'companyKind'],
);

export const forgotPasswordBody = dataBody({ email: string(1, EMAIL_MAX) }, ['email']);

export const passwordTokenBody = dataBody({ _id: string(1, 100), otp: string(1, 20) }, ['_id', 'otp']);

export const currentPasswordBody = dataBody({ currentPassword: string(1, 1024) }, ['currentPassword']);

export const setPasswordBody = dataBody({ token: string(1, 200), password: string(PASSWORD_MIN, PASSWORD_MAX) }, ['token', 'password']);

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: string(1, 100) },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
