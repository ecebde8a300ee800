import type { Plugin } from 'rollup';
export function sqlText(): Plugin;
