import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registerRequestSchema } from './auth.js';

/** The first message per field, as a form shows it. */
function messagesOf(r: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}) {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('login schema (spec §5)', () => {
  it('accepts a valid sign-in and normalises the email', () => {
    expect(loginSchema.parse({ email: '  Ann@Shop.COM ', password: 'secret' })).toEqual({
      email: 'ann@shop.com',
      password: 'secret',
    });
  });

  it('gives the spec messages', () => {
    expect(messagesOf(loginSchema.safeParse({ email: 'ann', password: '12345' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('says Required and Expected X, received Y for missing and mistyped fields', () => {
    expect(messagesOf(loginSchema.safeParse({ password: 7 }))).toEqual({
      email: 'Required',
      password: 'Expected string, received number',
    });
  });
});

describe('register schemas (spec §5)', () => {
  const valid = {
    email: 'bo@cafe.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    firstName: 'Bo',
    lastName: 'Diddley',
    companyName: 'Cafe',
  };

  it('accepts a complete form', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every name, trimming blanks', () => {
    expect(
      messagesOf(
        registerFormSchema.safeParse({ ...valid, firstName: ' ', lastName: '', companyName: '' }),
      ),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      companyName: 'Company name is required',
    });
  });

  it('reports mismatched passwords on confirmPassword as "Passwords don\'t match"', () => {
    expect(
      messagesOf(registerFormSchema.safeParse({ ...valid, confirmPassword: 'secret2' })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('checks the confirmation length too', () => {
    expect(
      messagesOf(registerFormSchema.safeParse({ ...valid, confirmPassword: '123' }))
        .confirmPassword,
    ).toBe('Password must be at least 6 characters');
  });

  it('drops confirmPassword from what the API receives', () => {
    expect(registerRequestSchema.parse(valid)).not.toHaveProperty('confirmPassword');
  });
});
