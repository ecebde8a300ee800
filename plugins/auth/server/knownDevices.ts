import type { Db } from '@portolan/sdk/server';
import { secrets } from './secrets';

const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Devices that signed in to an account before: the login answer carries a `deviceToken` that the
 * client sends back as `data.deviceToken`; such a device passes an attacked account's slowdown.
 */
export const knownDevices = {
  /** The hash of `token` when it is a live device of `userId`, else undefined. */
  async check(db: Db, token: string | undefined, userId: string | undefined): Promise<string | undefined> {
    if (!token || !userId) return undefined;
    const hash = secrets.hashToken(token);
    const row = await db.one<{ user_id: string }>('SELECT user_id FROM auth_known_devices WHERE token_hash = $1 AND expires_at > now()', [hash]);
    return row?.user_id === userId ? hash : undefined;
  },

  /** Remembers a device of `userId` for 90 days; keeps a live token the client already had. */
  async remember(db: Db, userId: string, current: string | undefined): Promise<string> {
    if (current) {
      await db.query('UPDATE auth_known_devices SET expires_at = $2 WHERE token_hash = $1', [secrets.hashToken(current), new Date(Date.now() + DEVICE_TTL_MS)]);
      return current;
    }
    const token = secrets.newToken();
    await db.query('INSERT INTO auth_known_devices (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [secrets.hashToken(token), userId, new Date(Date.now() + DEVICE_TTL_MS)]);
    if (Math.random() < 0.01) await db.query('DELETE FROM auth_known_devices WHERE expires_at < now()');
    return token;
  },
};
