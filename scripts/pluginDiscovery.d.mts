import type { Plugin } from 'rollup';
import type { Plugin as EsbuildPlugin } from 'esbuild';
export function discoverPlugins(root: string, side: 'web' | 'server'): Array<{ id: string; file: string }>;
export function pluginListSource(root: string, moduleId: string): string;
export function pluginDiscovery(root: string): Plugin;
export function pluginDiscoveryEsbuild(root: string): EsbuildPlugin;
