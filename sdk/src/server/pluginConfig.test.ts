import { describe, expect, it } from 'vitest';
import { configDefaults, readPluginConfig } from './pluginConfig';

const spec = {
  pollSeconds: { env: 'X_POLL', type: 'integer', default: 60, min: 0, max: 3600, description: 'poll' },
  verbose: { env: 'X_VERBOSE', type: 'boolean', default: false, description: 'talk' },
  mode: { env: 'X_MODE', type: 'string', default: 'auto', oneOf: ['auto', '1', '0'], description: 'mode' },
  name: { env: 'X_NAME', type: 'string', default: '', description: 'free text' },
} as const;

describe('plugin settings', () => {
  it('answers the defaults without environment', () => {
    expect(configDefaults(spec)).toEqual({ pollSeconds: 60, verbose: false, mode: 'auto', name: '' });
    expect(readPluginConfig('p', spec, {})).toEqual({ pollSeconds: 60, verbose: false, mode: 'auto', name: '' });
  });

  it('reads and converts the declared variables, trimming; blank is the default', () => {
    const values = readPluginConfig('p', spec, { X_POLL: ' 15 ', X_VERBOSE: '1', X_MODE: '0', X_NAME: 'maersk', OTHER: 'x' });
    expect(values).toEqual({ pollSeconds: 15, verbose: true, mode: '0', name: 'maersk' });
    expect(readPluginConfig('p', spec, { X_POLL: '' }).pollSeconds).toBe(60);
  });

  it('refuses a bad value, naming the variable, the setting, the plugin and what is expected', () => {
    expect(() => readPluginConfig('trackings', spec, { X_POLL: '1.5' })).toThrow('X_POLL (setting "pollSeconds" of plugin "trackings") must be a whole number, not "1.5"');
    expect(() => readPluginConfig('trackings', spec, { X_POLL: '-1' })).toThrow('must be between 0 and 3600, not "-1"');
    expect(() => readPluginConfig('trackings', spec, { X_VERBOSE: 'yes' })).toThrow('X_VERBOSE (setting "verbose" of plugin "trackings") must be 1 or 0');
    expect(() => readPluginConfig('trackings', spec, { X_MODE: 'on' })).toThrow('must be one of auto, 1, 0, not "on"');
  });
});
