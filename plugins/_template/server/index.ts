import { defineRecordComments, defineResource, defineServerPlugin, defineTransitions, registerRecordKind } from '@portolan/sdk/server';
import { features, planFeatures } from '../shared/features';
import { SAMPLE_ACTIONS } from '../shared/states';
import { SAMPLE_KIND } from '../shared/types';
import migration001 from './migrations/001_template.sql';
import { sampleResource } from './sampleResource';
import { seedDemo } from './seedDemo';

/** Samples as a record kind: comments and the audit trail name it; other plugins attach to it (recordKind). */
const sampleScope = { kind: SAMPLE_KIND, table: sampleResource.table, label: 'Sample' };

/**
 * The template area's API (README.md): the samples resource, its state table with an audit trail,
 * and comments on samples. Everything is tenant-scoped by the SDK; this file only names the rules.
 */
export default defineServerPlugin({
  id: 'template',
  features,
  planFeatures,
  migrations: [{ name: '001_template', sql: migration001 }],
  routes(app, { db }) {
    registerRecordKind(db, sampleScope);
    defineResource(app, db, sampleResource);
    defineTransitions(app, db, { resource: sampleResource, kind: SAMPLE_KIND, state: 'status', label: 'sample', actions: SAMPLE_ACTIONS });
    defineRecordComments(app, db, { base: sampleResource.base, feature: 'template', parent: sampleScope });
  },
  seed: seedDemo,
});
