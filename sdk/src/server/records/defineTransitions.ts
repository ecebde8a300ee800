import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../Db';
import type { Level } from '../../shared/features';
import { bodyOf } from '../dataBody';
import { companyOf } from '../companyOf';
import { badRequest, conflict, forbidden, notFound } from '../HttpError';
import { ok } from '../envelope';
import type { ResourceSpec } from '../resource/ResourceSpec';
import { findOwnedForUpdate, findVisible } from '../resource/findVisible';
import { assertSqlName } from '../resource/sqlNames';
import { idParams, singular } from '../resource/resourcePaths';
import { hasLevel } from './requireLevel';
import { activityOf, writeActivity } from './recordActivity';

/** What an action's hooks get: the caller, the transaction, and the locked current row. */
export interface TransitionContext {
  request: FastifyRequest;
  companyId: string;
  userId: string;
  tx: Db;
  /** The record's row as it is before the action (locked until the transaction ends). */
  current: Record<string, unknown>;
}

/** One action of a state table: which states it leaves, the state it makes, who may do it. */
export interface TransitionRule {
  from: readonly string[];
  to: string;
  /** The access level the action needs on the resource's feature: 'Approve' for approvals and payments. */
  level: Level;
  /** A domain rule beyond the state: answer a reason to refuse (409 `Cannot <action>: <reason>`). */
  guard?(data: Record<string, unknown>, ctx: TransitionContext): string | undefined | Promise<string | undefined>;
  /** JSON schemas of extra `data` properties the action takes (besides version and note). */
  data?: Record<string, unknown>;
  required?: string[];
  /** Other columns the action sets (e.g. paid_on), from its data. */
  columns?(data: Record<string, unknown>, ctx: TransitionContext): Record<string, unknown> | Promise<Record<string, unknown>>;
}

export interface TransitionsSpec<R extends { _id: string }> {
  /** The resource whose records move: base path, table, feature, toRecord / expand for the answer. */
  resource: ResourceSpec<R>;
  /** The record kind in the audit trail, e.g. 'shipment-invoice'. */
  kind: string;
  /** The state column, e.g. 'status'. */
  state: string;
  /** The record's name in messages ('invoice': `Cannot approve: the invoice is PAID`); default from the base path. */
  label?: string;
  /** Actions by name: each is `POST base/:id/<name>/` with `{data: {version, note?, …}}`. */
  actions: Record<string, TransitionRule>;
  /**
   * Also `POST base/:id/` with `{data: {<field>: target, version, note?}}` (the generic update path of
   * SPEC §7): the action leading from the current state to the target is applied, with its level.
   */
  statusField?: string;
}

const LEVEL_ORDER: readonly Level[] = ['Read', 'Create', 'Update', 'Delete', 'Approve'];
const ACTION = /^[a-z][a-zA-Z0-9-]*$/;

/**
 * Guarded state changes with an audit trail (issue 8, SPEC §6 Approve level): for each action,
 * `POST base/:id/<action>/` locks the caller's own record, checks the state table (an illegal move is a
 * 409 naming the current state), the version (a stale one is a 409) and the guard, sets the new state,
 * and writes who / when / from / to / note into the core audit table in the same transaction.
 * `GET base/:id/activity` answers the trail to whoever may read the record. A role without the
 * action's level gets 403 before anything is read.
 */
export function defineTransitions<R extends { _id: string }>(app: FastifyInstance, db: Db, spec: TransitionsSpec<R>): void {
  const { resource } = spec;
  const base = resource.base.replace(/\/+$/, '');
  const label = spec.label ?? singular(base).toLowerCase();
  const notFoundMessage = `${label.charAt(0).toUpperCase()}${label.slice(1)} not found`;
  assertSqlName(spec.state, `Transitions of ${base}: `);
  for (const name of Object.keys(spec.actions)) if (!ACTION.test(name)) throw new Error(`Action "${name}" of ${base} must be a plain name`);

  const note = { type: 'string', maxLength: 2000 };
  const version = { type: 'integer', minimum: 1 };

  /** Runs one action on the caller's record; answers the record after it. */
  const run = async (request: FastifyRequest, id: string, pick: (state: string) => [string, TransitionRule] | string, data: Record<string, unknown>, field?: string) => {
    const companyId = companyOf(request);
    const user = request.user!;
    return db.transaction(async (tx) => {
      const current = await findOwnedForUpdate(tx, resource.table, companyId, id);
      if (!current) throw notFound(notFoundMessage);
      const state = String(current[spec.state]);
      const picked = pick(state);
      if (typeof picked === 'string') throw conflict(`Cannot ${picked}: the ${label} is ${state}`, field);
      const [action, rule] = picked;
      if (!hasLevel(request, resource.feature, rule.level)) throw forbidden('You are not allowed to do this');
      if (Number(current.version) !== data.version) {
        throw conflict(`This ${label} was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
      }
      const ctx: TransitionContext = { request, companyId, userId: user.id, tx, current };
      const reason = await rule.guard?.(data, ctx);
      if (reason) throw conflict(`Cannot ${action}: ${reason}`, field);
      const extra = (await rule.columns?.(data, ctx)) ?? {};
      const names = Object.keys(extra);
      for (const name of names) assertSqlName(name);
      const sets = names.map((n, i) => `${n} = $${i + 4}`);
      await tx.query(
        `UPDATE ${resource.table} SET ${[`${spec.state} = $3`, ...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 AND company_id = $2`,
        [id, companyId, rule.to, ...names.map((n) => extra[n])],
      );
      await writeActivity(tx, { kind: spec.kind, recordId: id, companyId, actorId: user.id, actorName: user.name, action, from: state, to: rule.to, note: (data.note as string | undefined)?.trim() || null });
      const row = await findVisible(tx, resource, companyId, id);
      const rec = resource.toRecord(row!);
      if (resource.expand) await resource.expand(tx, [rec], { companyId, many: false });
      return rec;
    });
  };

  for (const [action, rule] of Object.entries(spec.actions)) {
    const data = { type: 'object', additionalProperties: false, required: ['version', ...(rule.required ?? [])], properties: { ...rule.data, version, note } };
    app.post<{ Params: { id: string }; Body: { data: Record<string, unknown> } }>(
      `${base}/:id/${action}/`,
      { config: { access: { features: [resource.feature], level: rule.level } }, schema: { params: idParams, body: bodyOf(data) } },
      async (request) => {
        const rec = await run(request, request.params.id, (state) => (rule.from.includes(state) ? [action, rule] : action), request.body.data);
        return ok({ record: rec });
      },
    );
  }

  if (spec.statusField) {
    const statusField = spec.statusField;
    const targets = [...new Set(Object.values(spec.actions).map((r) => r.to))];
    const lowest = LEVEL_ORDER.find((level) => Object.values(spec.actions).some((r) => r.level === level)) ?? 'Update';
    const data = {
      type: 'object',
      additionalProperties: false,
      required: [statusField, 'version'],
      properties: { [statusField]: { type: 'string', enum: targets }, version, note },
    };
    app.post<{ Params: { id: string }; Body: { data: Record<string, unknown> } }>(
      `${base}/:id/`,
      { config: { access: { features: [resource.feature], level: lowest } }, schema: { params: idParams, body: bodyOf(data) } },
      async (request) => {
        const target = String(request.body.data[statusField]);
        const candidates = Object.entries(spec.actions).filter(([, r]) => r.to === target);
        if (candidates.length === 0) throw badRequest(`${statusField} must be one of ${targets.join(', ')}`, `data.${statusField}`);
        // The level comes first: a role that may do none of the moves to this state learns nothing more.
        if (!candidates.some(([, r]) => hasLevel(request, resource.feature, r.level))) throw forbidden('You are not allowed to do this');
        const rec = await run(request, request.params.id, (state) => candidates.find(([, r]) => r.from.includes(state)) ?? candidates[0][0], request.body.data, `data.${statusField}`);
        return ok({ record: rec });
      },
    );
  }

  app.get<{ Params: { id: string } }>(
    `${base}/:id/activity`,
    { config: { access: { features: [resource.feature], level: 'Read' } }, schema: { params: idParams } },
    async (request) => {
      const row = await findVisible(db, resource, companyOf(request), request.params.id);
      if (!row) throw notFound(notFoundMessage);
      const items = await activityOf(db, spec.kind, request.params.id);
      return ok({ items, count: items.length });
    },
  );
}
