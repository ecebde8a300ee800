import type { FieldErrors } from '@portolan/sdk';
import { portName } from '@portolan/sdk/shared';
import type { ChaRecord } from '../../../shared/types';
import type { ChaData } from '../../api/chaApi';

/** A CHA's form as text; `ports` holds the UN/LOCODEs separated by commas. */
export type ChaValues = {
  name: string;
  licenceNumber: string;
  pan: string;
  ports: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
};

const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;
/** PAN: five letters, four digits, a letter; the fourth letter is the holder's status (P person, C company, F firm, …). */
const PAN = /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,40}$/;

/** The ports of the form's `ports` text, upper-cased, without blanks or repeats. */
export function portsOf(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((p) => p.trim().toUpperCase()).filter(Boolean))];
}

export const isLocode = (code: string) => LOCODE.test(code);

export function chaValues(cha?: ChaRecord): ChaValues {
  return {
    name: cha?.name ?? '',
    licenceNumber: cha?.licenceNumber ?? '',
    pan: cha?.pan ?? '',
    ports: (cha?.ports ?? []).join(','),
    contactName: cha?.contactName ?? '',
    email: cha?.email ?? '',
    phone: cha?.phone ?? '',
    address: cha?.address ?? '',
  };
}

/** The client checks, mirroring the table's rules (chas: name 1–200, licence 1–40, PAN format) and the API's (known seaports, email, phone). */
export function chaProblems(v: ChaValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.name.trim()) errors.name = 'Enter the agent’s name';
  else if (v.name.trim().length > 200) errors.name = 'At most 200 characters';
  if (!v.licenceNumber.trim()) errors.licenceNumber = 'Enter the customs broker licence number';
  else if (v.licenceNumber.trim().length > 40) errors.licenceNumber = 'At most 40 characters';
  const pan = v.pan.trim().toUpperCase();
  if (pan && !/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(pan)) errors.pan = 'A PAN is 5 letters, 4 digits and a letter (e.g. AAACB1234F)';
  else if (pan && !PAN.test(pan)) errors.pan = 'The fourth letter of a PAN is the holder’s status (P, C, H, F, A, T, B, L, J or G)';
  const ports = portsOf(v.ports);
  const wrong = ports.filter((p) => !isLocode(p));
  if (!ports.length) errors.ports = 'Add at least one port the agent clears at';
  else if (wrong.length) errors.ports = `Not a UN/LOCODE (2-letter country and 3 characters, e.g. INNSA): ${wrong.join(', ')}`;
  else if (ports.some((p) => !portName(p))) errors.ports = `Not a known seaport: ${ports.filter((p) => !portName(p)).join(', ')}`;
  else if (ports.length > 30) errors.ports = 'At most 30 ports';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) errors.email = 'Enter an email address such as ops@agent.in';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = 'Digits, spaces, ( ) - and an optional leading +, e.g. +91 22 2345 6789';
  return errors;
}

const orNull = (text: string) => text.trim() || null;

/** What the API takes for the form's values. */
export function chaData(v: ChaValues): ChaData {
  return {
    name: v.name.trim(),
    licenceNumber: v.licenceNumber.trim(),
    pan: orNull(v.pan.toUpperCase()),
    ports: portsOf(v.ports),
    contactName: orNull(v.contactName),
    email: orNull(v.email),
    phone: orNull(v.phone),
    address: orNull(v.address),
  };
}
