import type { Plugin } from 'rollup';
export function compactIconNames(): Plugin;
