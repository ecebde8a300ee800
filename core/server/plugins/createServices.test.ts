import { describe, expect, it } from 'vitest';
import { defineServerPlugin, serviceToken } from '@portolan/sdk/server';
import { createServices } from './createServices';

const FREE_TIME = serviceToken<{ days: number }>('dnd.free-time', 'free time');
const OTHER = serviceToken<{ days: number }>('other.service', 'other');

describe('createServices', () => {
  it('finds an optional service once its provider has made it, and answers undefined before or without one', () => {
    const made = new Map<string, unknown>();
    const services = createServices(defineServerPlugin({ id: 'trackings', optional: [FREE_TIME] }), made);
    expect(services.find(FREE_TIME)).toBeUndefined();
    made.set(FREE_TIME.id, { days: 4 });
    expect(services.find(FREE_TIME)).toEqual({ days: 4 });
  });

  it('refuses to find a service the plugin did not declare optional, and to get one it did not require', () => {
    const services = createServices(defineServerPlugin({ id: 'trackings', optional: [FREE_TIME] }), new Map([[OTHER.id, { days: 1 }]]));
    expect(() => services.find(OTHER)).toThrow('Server plugin "trackings" looked for the service "other.service" without declaring it in `optional`');
    expect(() => services.get(FREE_TIME)).toThrow('without declaring it in `requires`');
  });
});
