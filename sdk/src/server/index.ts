export type { Db, QueryResult, Migration } from './Db';
export { HttpError, badRequest, unauthorized, forbidden, notFound, conflict, tooManyRequests } from './HttpError';
export { ok, list, record } from './envelope';
export type { Envelope } from './envelope';
export type { AuthUser, FeatureAccess, PlanAccess, RouteAccess } from './AuthUser';
export type { Identity, NewCompany, NewUser, PasswordInput, CompanyRecord, PlanFeature, NewPlan, SubscriptionRecord } from './Identity';
export { defineServerPlugin } from './defineServerPlugin';
export type { ServerPlugin, ServerPluginContext, ServerConfig } from './defineServerPlugin';
export { companyOf } from './companyOf';
