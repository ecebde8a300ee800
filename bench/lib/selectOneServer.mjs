// The baseline of bench/api.mjs: a plain Fastify + pg server answering GET /select1 with `SELECT 1`
// through a pool of 10, the ceiling a database-backed route on this machine can reach.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/select1', async () => {
  const { rows } = await pool.query('SELECT 1 AS one');
  return { success: true, data: rows[0] };
});
app.get('/api/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
