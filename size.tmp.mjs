import config from './rollup.config.mjs';
import { rollup } from 'rollup';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';
const min = (code) => { try { return transformSync(code, { minify: true, format: 'esm', loader: 'js' }).code; } catch { return code; } };
const b = await rollup(config);
const { output } = await b.generate(config.output);
for (const chunk of output.filter((c) => c.type === 'chunk' && (c.isEntry || /LoginScreen|buttons|ChromeLayout/.test(c.fileName)))) {
  const groups = {};
  for (const [id, m] of Object.entries(chunk.modules)) {
    const key = id.includes('node_modules') ? id.split('node_modules/').pop().split('/').slice(0, id.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : id.replace(process.cwd() + '/', '').split('/').slice(0, 2).join('/');
    groups[key] = (groups[key] ?? '') + m.code;
  }
  console.log('==', chunk.fileName, (gzipSync(chunk.code).length / 1024).toFixed(1));
  Object.entries(groups).map(([k, code]) => [k, gzipSync(min(code ?? '')).length]).sort((a, b) => b[1] - a[1]).slice(0, 18).forEach(([k, n]) => console.log('  ', k.padEnd(40), (n / 1024).toFixed(1)));
}
await b.close();
