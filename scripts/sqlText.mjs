/** Rollup/Vite plugin: `import sql from './001_init.sql'` gives the file's text. */
export function sqlText() {
  return {
    name: 'portolan-sql-text',
    transform(code, id) {
      if (!id.endsWith('.sql')) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
