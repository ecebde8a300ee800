import type { Plugin } from 'rollup';
export function blueprintIconAssets(): Plugin;
