/**
 * Gives every element a layout size in a DOM without layout (happy-dom answers 0), so that
 * virtualised grids — the SDK's DataTable on @blueprintjs/table — render all the rows and columns
 * that fit, as a browser would. Returns a function that restores the DOM's own answers.
 *
 * ```ts
 * let restore: () => void;
 * beforeAll(() => (restore = layoutViewport()));
 * afterAll(() => restore());
 * ```
 */
export function layoutViewport(width = 1600, height = 900): () => void {
  const proto = HTMLElement.prototype;
  const saved = (['clientWidth', 'clientHeight'] as const).map((name) => [name, Object.getOwnPropertyDescriptor(proto, name)] as const);
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    }
  };
}
