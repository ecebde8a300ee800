import { describe, expect, it } from 'vitest';
import { mailDelivery } from './mailDelivery';

describe('mailDelivery: where the forgot-password screen says the code went', () => {
  it('is email when an SMTP URL is set, whatever the environment', () => {
    expect(mailDelivery('production', 'smtp://mail.example.com:587')).toBe('email');
    expect(mailDelivery('development', 'smtps://u:p@mail.example.com')).toBe('email');
  });

  it('is the server log without SMTP outside production, and nowhere readable in production (bodies are not logged there)', () => {
    expect(mailDelivery('development', undefined)).toBe('server-log');
    expect(mailDelivery('test', '   ')).toBe('server-log');
    expect(mailDelivery('production', '')).toBe('none');
  });
});
