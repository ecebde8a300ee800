/**
 * Typed plugin settings (DESIGN §4): a plugin declares each setting — the environment variable it
 * comes from, its type, default and bounds — and gets the values through `ctx.settings`. The host
 * reads the environment once at start (host/server/readConfig.ts); plugins never read process.env.
 */
export type ConfigField =
  | { env: string; type: 'integer'; default: number; min?: number; max?: number; description: string }
  | { env: string; type: 'boolean'; default: boolean; description: string }
  | { env: string; type: 'string'; default: string; oneOf?: readonly string[]; description: string };

export type ConfigSpec = Record<string, ConfigField>;

export type ConfigValues<S extends ConfigSpec> = {
  readonly [K in keyof S]: S[K] extends { type: 'integer' } ? number : S[K] extends { type: 'boolean' } ? boolean : S[K] extends { oneOf: readonly (infer V)[] } ? V : string;
};

/** The defaults of a spec (tests, and a host that reads no environment). */
export function configDefaults<S extends ConfigSpec>(spec: S): ConfigValues<S> {
  return Object.fromEntries(Object.entries(spec).map(([key, field]) => [key, field.default])) as ConfigValues<S>;
}

/** The settings of one plugin from `env`; an invalid value throws naming the variable, the plugin and what is expected. */
export function readPluginConfig<S extends ConfigSpec>(pluginId: string, spec: S, env: Record<string, string | undefined>): ConfigValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec)) {
    const raw = env[field.env]?.trim();
    if (raw === undefined || raw === '') {
      values[key] = field.default;
      continue;
    }
    const refuse = (expected: string) => new Error(`${field.env} (setting "${key}" of plugin "${pluginId}") must be ${expected}, not "${raw}"`);
    if (field.type === 'integer') {
      const n = Number(raw);
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(n)) throw refuse('a whole number');
      if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) throw refuse(`between ${field.min ?? '-∞'} and ${field.max ?? '∞'}`);
      values[key] = n;
    } else if (field.type === 'boolean') {
      if (!['1', '0', 'true', 'false'].includes(raw)) throw refuse('1 or 0');
      values[key] = raw === '1' || raw === 'true';
    } else {
      if (field.oneOf && !field.oneOf.includes(raw)) throw refuse(`one of ${field.oneOf.join(', ')}`);
      values[key] = raw;
    }
  }
  return values as ConfigValues<S>;
}
