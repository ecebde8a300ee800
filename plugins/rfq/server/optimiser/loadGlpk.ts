import GLPK from 'glpk.js/node';

type Glpk = Awaited<ReturnType<typeof GLPK>>;

let instance: Promise<Glpk> | undefined;

/**
 * GLPK compiled to WebAssembly (glpk.js), loaded once per process. The Node build solves synchronously in
 * the calling thread (the package's default export needs a Web Worker); it reads glpk.wasm next to itself
 * in node_modules, which the server bundle keeps external (scripts/build-server.mjs).
 */
export function loadGlpk(): Promise<Glpk> {
  instance ??= GLPK().catch((error: unknown) => {
    instance = undefined;
    throw error;
  });
  return instance;
}
