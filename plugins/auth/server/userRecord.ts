import type { AuthUser, FeatureAccess } from '@portolan/sdk/server';

/** The user as the web client reads it (GET /api/auth/v2/user/ and the login answer). */
export interface UserRecord {
  _id: string;
  email: string;
  name: string;
  /** The id of the user's company. */
  userCompany: string;
  role: string;
  isPlatformAdmin: boolean;
  effectiveAccesses: Record<string, FeatureAccess>;
  /** Plugins switched off for the company: the web hides their nav entries and routes. */
  disabledPlugins: string[];
}

export function userRecord(user: AuthUser): UserRecord {
  return {
    _id: user.id,
    email: user.email,
    name: user.name,
    userCompany: user.companyId,
    role: user.role,
    isPlatformAdmin: user.isPlatformAdmin,
    effectiveAccesses: user.effectiveAccesses,
    disabledPlugins: user.disabledPlugins ?? [],
  };
}
