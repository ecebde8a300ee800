/** Collects positional parameters while SQL is assembled: `p.add(value)` gives `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  constructor(initial: unknown[] = []) {
    this.values.push(...initial);
  }

  /** Adds a value and answers its placeholder, with an optional cast (`$3::timestamptz`). */
  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
