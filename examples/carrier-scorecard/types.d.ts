declare module '*.sql' {
  const sql: string;
  export default sql;
}
declare module '*.css';
