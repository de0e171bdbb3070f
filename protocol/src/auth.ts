import { z } from './zod-messages.js';
import { messages } from './messages.js';
import { text } from './text.js';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.js';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: messages.invalidEmail }).max(254, { error: messages.invalidEmail }));

const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: messages.passwordTooLong });

const requiredName = (error: string) =>
  text()
    .min(1, { error })
    .max(NAME_MAX_LENGTH, { error: `At most ${NAME_MAX_LENGTH} characters` });

export const loginSchema = z.object({ email, password });
export type LoginInput = z.infer<typeof loginSchema>;

const profileFields = {
  firstName: requiredName(messages.firstNameRequired),
  lastName: requiredName(messages.lastNameRequired),
  companyName: requiredName(messages.companyNameRequired),
};

/** What the API accepts: the form minus confirmPassword (spec §7). */
export const registerRequestSchema = z.object({ email, password, ...profileFields });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** What the register form validates, including the confirmation (spec §5). */
export const registerFormSchema = registerRequestSchema
  .extend({
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: messages.passwordTooShort }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const updateProfileSchema = z.object(profileFields).partial();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Required' }),
  newPassword: password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const roleSchema = z.enum(['admin', 'client']);
export type Role = z.infer<typeof roleSchema>;
export const accountStatusSchema = z.enum(['active', 'suspended']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** A user as the API shows it: never a password hash. */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  role: roleSchema,
  status: accountStatusSchema,
  stripeSubscriptionId: z.string().nullable(),
  /** End of the free trial; null for accounts that never had one. */
  trialEndsAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

/** A new session: the cookie carries it for browsers, `sessionId` is for API clients. */
export const sessionResponseSchema = z.object({
  sessionId: z.string(),
  user: userSchema,
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Asking for a reset link: the answer is the same whether or not the account exists. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The token from the emailed link, and the new password (same rules as registration). */
export const resetPasswordSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, { error: messages.resetLinkInvalid })
    .max(200, { error: messages.resetLinkInvalid }),
  password,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What the reset form validates, including the confirmation. */
export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** What the web app and the player may know before signing in (GET /api/config/public). */
export const publicConfigSchema = z.object({
  /** SUPPORT_EMAIL; null when unset (then the text says "contact your administrator"). */
  supportEmail: z.string().nullable(),
  /** Length of the free trial a new account gets; 0 when there is none (pricing, sign-up). */
  trialDays: z.number().int(),
  /** MAX_UPLOAD_BYTES: the drop zone states it and refuses bigger files before sending them. */
  maxUploadBytes: z.number().int().positive(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
