import {
  SESSION_IDLE_DAYS,
  accountSuspendedMessage,
  messages,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterRequest,
  type UpdateProfileInput,
} from '@marquee/protocol';
import { badRequest, conflict, forbidden, unauthorized } from '../../http/errors.js';
import type { UserRow } from '../../db/schema/index.js';
import type { SessionsRepo } from './sessions-repo.js';
import type { UsersRepo } from './users-repo.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.js';
import { hashToken, newSessionToken } from './tokens.js';

const IDLE_MS = SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000;
/** Writing last-seen on every request would turn reads into writes; a minute's precision is plenty. */
const TOUCH_EVERY_MS = 60_000;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export function authService(deps: {
  users: UsersRepo;
  sessions: SessionsRepo;
  /** Free-trial length given to every new account (TRIAL_DAYS). */
  trialDays?: number;
  /** SUPPORT_EMAIL, named in the answer to a suspended account's sign-in. */
  supportEmail?: string | null;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function startSession(user: UserRow, client: ClientInfo) {
    const token = newSessionToken();
    await deps.sessions.create({ userId: user.id, tokenHash: hashToken(token), ...client });
    return { token, user };
  }

  return {
    async register(input: RegisterRequest, client: ClientInfo) {
      const user = await deps.users.insert({
        ...input,
        passwordHash: await hashPassword(input.password),
        trialEndsAt: deps.trialDays
          ? new Date(now().getTime() + deps.trialDays * 24 * 60 * 60 * 1000)
          : null,
      });
      if (!user) throw conflict(messages.emailTaken, { email: messages.emailTaken });
      return startSession(user, client);
    },

    async login(input: LoginInput, client: ClientInfo) {
      const user = await deps.users.findByEmail(input.email);
      if (!user) {
        await burnPasswordCheck(input.password);
        throw unauthorized(messages.invalidCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, input.password)))
        throw unauthorized(messages.invalidCredentials);
      // Only the back office suspends accounts (billing suspends locations, and their owner can
      // still sign in to pay), so the way back is through support, not Billing.
      if (user.status === 'suspended')
        throw forbidden(accountSuspendedMessage(deps.supportEmail ?? null));
      return startSession(user, client);
    },

    /** Resolves a token to its live session, or undefined when unknown, idle too long or suspended. */
    async authenticate(token: string) {
      const tokenHash = hashToken(token);
      const found = await deps.sessions.findWithUser(tokenHash);
      if (!found) return undefined;
      const at = now();
      const idle = at.getTime() - found.session.lastSeenAt.getTime();
      if (idle > IDLE_MS || found.user.status === 'suspended') {
        await deps.sessions.deleteByToken(tokenHash);
        return undefined;
      }
      const touched = idle > TOUCH_EVERY_MS;
      if (touched) await deps.sessions.touch(tokenHash, at);
      return { session: found.session, user: found.user, touched };
    },

    logout: (token: string) => deps.sessions.deleteByToken(hashToken(token)),

    async updateProfile(user: UserRow, input: UpdateProfileInput) {
      return (await deps.users.update(user.id, input)) ?? user;
    },

    /** Changing the password ends every other session: the usual reason to change it is suspicion. */
    async changePassword(user: UserRow, token: string, input: ChangePasswordInput) {
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest(messages.currentPasswordWrong, {
          currentPassword: messages.currentPasswordWrong,
        });
      }
      await deps.users.update(user.id, { passwordHash: await hashPassword(input.newPassword) });
      await deps.sessions.deleteOthers(user.id, hashToken(token));
    },

    /**
     * An account changed by the back office: a suspended account keeps no session (the admin
     * service decides who may change what). Undefined when the account is gone.
     */
    async updateAccount(
      id: number,
      patch: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'companyName' | 'role' | 'status'>>,
    ): Promise<UserRow | undefined> {
      const before = await deps.users.findById(id);
      const after = await deps.users.update(id, patch);
      if (after?.status === 'suspended' && before?.status !== 'suspended')
        await deps.sessions.deleteAllForUser(id);
      return after;
    },

    /** Signs the account out everywhere; the number of sessions ended. */
    endAllSessions: (userId: number): Promise<number> => deps.sessions.deleteAllForUser(userId),

    /** ADMIN_EMAIL/ADMIN_PASSWORD at start-up: create that admin, or promote the existing account. */
    async ensureAdmin(email: string, password: string) {
      const existing = await deps.users.findByEmail(email);
      if (existing) {
        if (existing.role !== 'admin') await deps.users.update(existing.id, { role: 'admin' });
        return;
      }
      await deps.users.insert({
        email: email.trim().toLowerCase(),
        passwordHash: await hashPassword(password),
        firstName: 'Admin',
        lastName: 'User',
        companyName: 'Marquee',
        role: 'admin',
      });
    },
  };
}
export type AuthService = ReturnType<typeof authService>;
