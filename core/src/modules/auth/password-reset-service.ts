import { messages, type ForgotPasswordInput, type ResetPasswordInput } from '@marquee/protocol';
import type { Logger } from 'pino';
import { badRequest } from '../../http/errors.js';
import type { Mailer } from '../mail/index.js';
import type { PasswordResetsRepo } from './password-resets-repo.js';
import type { UsersRepo } from './users-repo.js';
import { hashPassword } from './passwords.js';
import { hashToken, newSessionToken } from './tokens.js';
import { passwordResetMail } from './password-reset-mail.js';

export const RESET_LINK_TTL_MS = 60 * 60_000;

export function passwordResetService(deps: {
  users: UsersRepo;
  resets: PasswordResetsRepo;
  mailer: Mailer;
  logger: Logger;
  /** PUBLIC_URL: links never come from the request's Host header, which a client can forge. */
  publicUrl: string;
  supportEmail: string | null;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function sendLink(email: string) {
    const user = await deps.users.findByEmail(email);
    if (!user) return;
    const token = newSessionToken();
    await deps.resets.create({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now().getTime() + RESET_LINK_TTL_MS),
    });
    const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(
      passwordResetMail({
        to: user.email,
        firstName: user.firstName,
        link,
        supportEmail: deps.supportEmail,
      }),
    );
  }

  return {
    /**
     * Starts the work and returns at once: the caller answers the same way, in the same time,
     * whether or not the account exists; what happens next is only in the log.
     */
    requestReset(input: ForgotPasswordInput): Promise<void> {
      return sendLink(input.email).catch((err: unknown) => {
        deps.logger.error({ err }, 'could not send a password reset link');
      });
    },

    async reset(input: ResetPasswordInput): Promise<void> {
      const tokenHash = hashToken(input.token);
      const userId = await deps.resets.consume(
        tokenHash,
        await hashPassword(input.password),
        now(),
      );
      if (userId !== undefined) return;
      const row = await deps.resets.findByToken(tokenHash);
      const expired = row && !row.usedAt && row.expiresAt <= now();
      const message = expired ? messages.resetLinkExpired : messages.resetLinkInvalid;
      throw badRequest(message, { token: message });
    },
  };
}
export type PasswordResetService = ReturnType<typeof passwordResetService>;
