// Builds the add-on into dist/: portolan-addon.json, web/ (ES modules for the browser; react, mobx,
// Blueprint and @portolan/sdk come from the host's import map) and server/index.js (for Node).
import { nodeResolve } from '@rollup/plugin-node-resolve';
import esbuild from 'rollup-plugin-esbuild';
import { portolanAddon, portolanAddonServer } from '@portolan/sdk/build';

const cwd = new URL('.', import.meta.url).pathname;

export default [
  {
    input: `${cwd}web/index.ts`,
    output: { dir: `${cwd}dist/web`, format: 'es', entryFileNames: 'index-[hash].js', chunkFileNames: '[name]-[hash].js', sourcemap: true },
    plugins: [portolanAddon({ cwd }), nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }), esbuild({ target: 'es2022', jsx: 'automatic', minify: true, tsconfig: `${cwd}tsconfig.json` })],
  },
  {
    input: `${cwd}server/index.ts`,
    output: { file: `${cwd}dist/server/index.js`, format: 'es', sourcemap: true },
    plugins: [portolanAddonServer(), nodeResolve({ extensions: ['.mjs', '.js', '.ts'] }), esbuild({ target: 'node20', tsconfig: `${cwd}tsconfig.json` })],
  },
];
