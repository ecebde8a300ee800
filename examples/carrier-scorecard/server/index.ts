import { companyOf, defineServerPlugin, ok } from '@portolan/sdk/server';
import notesMigration from './migrations/001_notes.sql';

const CARRIER = { type: 'string', pattern: '^[A-Z0-9]{2,10}$' };
const READ = { access: { features: ['shipments'] } };
const WRITE = { access: { features: ['shipments'], level: 'Create' } };

interface NoteRow {
  id: string;
  carrier: string;
  text: string;
  created_by_name: string | null;
  created_at: Date | string;
}

const toNote = (row: NoteRow) => ({
  _id: row.id,
  carrier: row.carrier,
  text: row.text,
  createdBy: row.created_by_name,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * The carrier scorecard's server part: notes per carrier, in its own table. Every query is scoped to
 * the caller's company; the core checks the session, the `shipments` feature and the plugin switch
 * (403 for a company that switched the add-on off) before these handlers run.
 */
export default defineServerPlugin({
  id: 'carrier-scorecard',
  migrations: [{ name: '001_notes', sql: notesMigration }],
  routes: (app, { db }) => {
    app.get(
      '/api/carrier-scorecard/notes',
      {
        config: READ,
        schema: {
          summary: 'Notes about carriers (newest first)',
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { filter: { type: 'object', additionalProperties: false, properties: { carrier: CARRIER } }, limit: { type: 'integer', minimum: 1, maximum: 200 } },
          },
        },
      },
      async (request) => {
        const query = request.query as { filter?: { carrier?: string }; limit?: number };
        const carrier = query.filter?.carrier;
        const result = await db.query<NoteRow>(
          `SELECT id, carrier, text, created_by_name, created_at FROM carrier_scorecard_notes
           WHERE company_id = $1 AND ($2::text IS NULL OR carrier = $2) ORDER BY created_at DESC LIMIT $3`,
          [companyOf(request), carrier ?? null, query.limit ?? 50],
        );
        return ok({ items: result.rows.map(toNote), count: result.rows.length });
      },
    );

    app.post(
      '/api/carrier-scorecard/notes',
      {
        config: WRITE,
        schema: {
          summary: 'Adds a note about a carrier',
          body: {
            type: 'object',
            required: ['data'],
            additionalProperties: false,
            properties: {
              data: {
                type: 'object',
                required: ['carrier', 'text'],
                additionalProperties: false,
                properties: { carrier: CARRIER, text: { type: 'string', minLength: 1, maxLength: 2000 } },
              },
              options: { type: 'object' },
            },
          },
        },
      },
      async (request, reply) => {
        const { data } = request.body as { data: { carrier: string; text: string } };
        const user = request.user!;
        const row = await db.one<NoteRow>(
          `INSERT INTO carrier_scorecard_notes (company_id, carrier, text, created_by, created_by_name)
           VALUES ($1, $2, $3, $4, $5) RETURNING id, carrier, text, created_by_name, created_at`,
          [companyOf(request), data.carrier, data.text.trim(), user.id, user.name || user.email],
        );
        return reply.status(201).send(ok({ record: toNote(row!), id: row!.id }));
      },
    );
  },
});
