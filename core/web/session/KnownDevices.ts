import { readKey, writeKey } from './storageAccess';
import { DEVICES_KEY } from './sessionKeys';

/**
 * The device tokens this browser was given at sign-in, one per account (localStorage `portolan.devices`,
 * JSON `{email: token}`). Sent back with the next sign-in to that account, they let a known device
 * through when an attacker has slowed the account down (plugins/auth README, "Sign-in throttling").
 */
export class KnownDevices {
  constructor(private readonly storage: Storage | undefined) {}

  /** The device token for this account, if this browser has one. */
  tokenFor(email: string): string | undefined {
    const token = this.all()[email.trim().toLowerCase()];
    return typeof token === 'string' && token !== '' ? token : undefined;
  }

  /** Keeps the token the sign-in answered (ignored when it is not a non-empty string). */
  remember(email: string, token: unknown): void {
    if (typeof token !== 'string' || token === '' || token.length > 200) return;
    writeKey(this.storage, DEVICES_KEY, JSON.stringify({ ...this.all(), [email.trim().toLowerCase()]: token }));
  }

  private all(): Record<string, unknown> {
    try {
      const parsed: unknown = JSON.parse(readKey(this.storage, DEVICES_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
}
