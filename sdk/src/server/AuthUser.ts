export interface FeatureAccess {
  levels: string[];
}

/** The caller's company plan, for plan enforcement (SPEC §6): active subscription and its features by name. */
export interface PlanAccess {
  /** The company has an active subscription. */
  isActive: boolean;
  /** Features of the subscribed plan; `isActive` is false on every feature while the subscription is inactive. */
  features: Record<string, { isActive: boolean; [attribute: string]: unknown }>;
}

/** The signed-in caller, resolved from the bearer token. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  companyId: string;
  companyKind: 'shipper' | 'forwarder' | 'platform';
  role: string;
  isPlatformAdmin: boolean;
  effectiveAccesses: Record<string, FeatureAccess>;
  /** The company's enterprise plan features (after the company's own feature switches). */
  plan: PlanAccess;
  /** Plugins an enterprise admin switched off for the company (their routes answer 403). */
  disabledPlugins?: string[];
}

/** What a route needs: a session (default), nothing (`public`), and features / plan features. */
export interface RouteAccess {
  public?: boolean;
  features?: string[];
  level?: string;
  plan?: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller; set on every route that is not public. */
    user?: AuthUser;
    /** The raw bearer token of the request, when one was sent and valid. */
    authToken?: string;
  }
  interface FastifyContextConfig {
    /** Access rule checked before the handler; routes need a session unless `public`. */
    access?: RouteAccess;
  }
}
