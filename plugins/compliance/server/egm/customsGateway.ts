import type { Db } from '@portolan/sdk/server';
import { sandboxCustomsGateway } from './sandboxCustomsGateway';

/** What the customs gateway said about one submitted file. */
export interface GatewayStatus {
  state: 'SUBMITTED' | 'ACKNOWLEDGED' | 'REJECTED';
  /** Given on acknowledgement: the EGM number (7 digits) and its date (YYYY-MM-DD, Indian date). */
  egmNumber?: string;
  egmDate?: string;
  /** The gateway's own words (acknowledgement, rejection or "in process"). */
  text: string;
}

/**
 * A customs filing channel (README-EGM-LAYOUT.md "Plugging in ICEGATE"): `submit` hands over one flat
 * file and answers the gateway's reference for it; `status` answers where that submission stands.
 * Both may be called from any process: an adapter keeps no state in memory.
 */
export interface CustomsGateway {
  /** Stored on each filing (egm_filings.gateway): 'sandbox' or a real gateway's name. */
  readonly name: string;
  submit(fileName: string, content: string): Promise<{ reference: string }>;
  status(reference: string): Promise<GatewayStatus>;
}

/** The gateways this server knows, by the value of PORTOLAN_CUSTOMS_GATEWAY. */
export const CUSTOMS_GATEWAYS = ['sandbox'] as const;
export const DEFAULT_SANDBOX_ACK_SECONDS = 3;

/**
 * The customs gateway the environment chooses: `PORTOLAN_CUSTOMS_GATEWAY` (default and only value today:
 * `sandbox`); the sandbox acknowledges `PORTOLAN_EGM_SANDBOX_ACK_SECONDS` (default 3; 0 under tests)
 * after a submission. A value it does not know stops the start with a message naming the variable.
 */
export function customsGatewayFromEnv(db: Db, options: { env?: NodeJS.ProcessEnv; testing?: boolean } = {}): CustomsGateway {
  const env = options.env ?? process.env;
  const name = (env.PORTOLAN_CUSTOMS_GATEWAY ?? '').trim() || 'sandbox';
  if (!(CUSTOMS_GATEWAYS as readonly string[]).includes(name)) {
    throw new Error(`PORTOLAN_CUSTOMS_GATEWAY="${name}" is not a customs gateway of this server: the only one is "sandbox" (a labelled simulation of ICEGATE); unset the variable or set it to sandbox`);
  }
  const raw = (env.PORTOLAN_EGM_SANDBOX_ACK_SECONDS ?? '').trim();
  const ackSeconds = raw === '' ? (options.testing ? 0 : DEFAULT_SANDBOX_ACK_SECONDS) : Number(raw);
  if (!Number.isInteger(ackSeconds) || ackSeconds < 0 || ackSeconds > 86_400) {
    throw new Error(`PORTOLAN_EGM_SANDBOX_ACK_SECONDS="${raw}" must be a whole number of seconds from 0 to 86400`);
  }
  return sandboxCustomsGateway(db, { ackSeconds });
}
