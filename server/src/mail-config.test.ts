import { describe, expect, it } from 'vitest';
import { loadConfig } from '@marquee/core/config.js';

describe('mail and support configuration', () => {
  it('defaults links to http://localhost:PORT and leaves support unset', () => {
    const c = loadConfig({ PORT: '8080' });
    expect(c.publicUrl).toBe('http://localhost:8080');
    expect(c.supportEmail).toBeUndefined();
    expect(c.mail.smtpUrl).toBeUndefined();
  });

  it('takes PUBLIC_URL without its trailing slash, SMTP_URL and SUPPORT_EMAIL', () => {
    const c = loadConfig({
      PUBLIC_URL: 'https://signage.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      SUPPORT_EMAIL: 'help@example.com',
      MAIL_FROM: 'Signage <no-reply@example.com>',
    });
    expect(c.publicUrl).toBe('https://signage.example.com');
    expect(c.mail).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      from: 'Signage <no-reply@example.com>',
    });
    expect(c.supportEmail).toBe('help@example.com');
  });

  it('stops with a message naming each bad value', () => {
    expect(() =>
      loadConfig({ SUPPORT_EMAIL: 'help', SMTP_URL: 'http://mail', PUBLIC_URL: 'nope' }),
    ).toThrow(
      /SUPPORT_EMAIL: must be an email address[\s\S]*SMTP_URL: must be an smtp:\/\/[\s\S]*PUBLIC_URL: must be a URL/,
    );
  });
});
