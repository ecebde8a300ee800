/**
 * A service token: a `Symbol.for` with a dotted id, typed with the interface it resolves to.
 * `Symbol.for` makes two copies of the SDK agree on the same token.
 */
export type Token<T> = symbol & { readonly __service?: T };

/** Makes a typed token from a dotted id, e.g. `token<HttpClient>('portolan.sdk.HttpClient')`. */
export function token<T>(id: string): Token<T> {
  return Symbol.for(id) as Token<T>;
}
