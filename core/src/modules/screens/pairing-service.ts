import crypto from 'node:crypto';
import {
  PAIRING_CODE_TTL_MS,
  displayUrlFor,
  pairingMessages,
  type PairResponse,
  type PairingCodeResponse,
  type ScreenCodeResponse,
  type ScreenCodeStatus,
} from '@marquee/protocol';
import type { JobQueue } from '../../jobs/job-queue.js';
import { PAIRING_EXPIRY_JOB } from '../../jobs/job-names.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { LocationsRepo } from '../locations/index.js';
import { writableLocation } from '../locations/index.js';
import { hashToken, newDisplayToken } from '../auth/index.js';
import type { DisplayRow, PairingCodeRow } from '../../db/schema/index.js';
import type { NewPairingCode, PairingCodesRepo } from './pairing-codes-repo.js';
import type { DisplaysRepo } from './displays-repo.js';

export interface ScreenInfo {
  userAgent: string | null;
  resolution?: string | undefined;
  name?: string | undefined;
}

// Invalid, used and expired codes get one answer, so guessing learns nothing.
const invalidCode = () =>
  badRequest(pairingMessages.invalidOrExpired, { code: pairingMessages.invalidOrExpired });

export function pairingService(deps: {
  codes: PairingCodesRepo;
  displays: DisplaysRepo;
  locations: LocationsRepo;
  jobs?: JobQueue | undefined;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** Draws random codes until one is free; a clash among live codes is rare, ten in a row impossible in practice. */
  async function issueCode(
    values: Omit<NewPairingCode, 'code' | 'expiresAt'>,
  ): Promise<PairingCodeRow> {
    const expiresAt = new Date(now().getTime() + PAIRING_CODE_TTL_MS);
    for (let attempt = 0; attempt < 10; attempt++) {
      const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
      const row = await deps.codes.insert({ ...values, code, expiresAt });
      if (row) {
        await deps.jobs?.add(
          PAIRING_EXPIRY_JOB,
          {},
          { jobId: `pairing-expiry-${row.id}`, delayMs: PAIRING_CODE_TTL_MS + 1000 },
        );
        return row;
      }
    }
    throw new Error('could not draw a free pairing code');
  }

  const defaultName = (locationName: string, existing: number) =>
    `${locationName} screen ${existing + 1}`;

  return {
    /** Spec flow, dashboard side: a fresh code for this location replaces any unused one. */
    async createLocationCode(userId: number, locationId: number): Promise<PairingCodeResponse> {
      await writableLocation(deps.locations, userId, locationId);
      await deps.codes.deleteForLocation(userId, locationId);
      const row = await issueCode({ kind: 'location', userId, locationId });
      return { pairingCode: row.code, expiresAt: row.expiresAt.toISOString() };
    },

    /** Spec flow, screen side: the code becomes a display with its own long-lived token. */
    async pairWithCode(code: string, screen: ScreenInfo): Promise<PairResponse> {
      const row = await deps.codes.consumeLocationCode(code, now());
      if (!row?.userId || !row.locationId) throw invalidCode();
      const location = await deps.locations.find(row.userId, row.locationId);
      if (!location) throw invalidCode();
      const token = newDisplayToken();
      const existing = await deps.displays.listForLocation(row.userId, location.id);
      const display = await deps.displays.insert({
        userId: row.userId,
        locationId: location.id,
        name: screen.name || defaultName(location.name, existing.length),
        tokenHash: hashToken(token),
        userAgent: screen.userAgent,
        resolution: screen.resolution ?? null,
        lastSeenAt: now(),
      });
      if (!display) throw invalidCode();
      return {
        locationName: location.name,
        locationId: location.id,
        displayUrl: displayUrlFor(location.id),
        displayToken: token,
        displayId: display.id,
      };
    },

    /** TV flow, screen side: a code to show, and a secret that becomes the display token once claimed. */
    async createScreenCode(screen: ScreenInfo): Promise<ScreenCodeResponse> {
      const claimToken = newDisplayToken();
      const row = await issueCode({
        kind: 'screen',
        claimTokenHash: hashToken(claimToken),
        userAgent: screen.userAgent,
        resolution: screen.resolution ?? null,
      });
      return { pairingCode: row.code, expiresAt: row.expiresAt.toISOString(), claimToken };
    },

    /** TV flow, screen side: polled until an owner claims the code. */
    async screenCodeStatus(claimToken: string): Promise<ScreenCodeStatus> {
      const tokenHash = hashToken(claimToken);
      const row = await deps.codes.findByClaimToken(tokenHash);
      if (!row) throw notFound(pairingMessages.invalidOrExpired);
      if (row.displayId) {
        const found = await deps.displays.findByToken(tokenHash);
        await deps.codes.deleteById(row.id);
        if (!found) throw notFound(pairingMessages.invalidOrExpired);
        return {
          status: 'paired',
          locationName: found.location.name,
          locationId: found.location.id,
          displayUrl: displayUrlFor(found.location.id),
          displayId: found.display.id,
        };
      }
      if (row.expiresAt <= now()) {
        await deps.codes.deleteById(row.id);
        throw notFound(pairingMessages.invalidOrExpired);
      }
      return { status: 'waiting', expiresAt: row.expiresAt.toISOString() };
    },

    /** TV flow, dashboard side: the owner types the code the screen shows. */
    async claimScreenCode(
      userId: number,
      locationId: number,
      code: string,
      name?: string,
    ): Promise<DisplayRow> {
      const location = await writableLocation(deps.locations, userId, locationId);
      const row = await deps.codes.findScreenCode(code, now());
      if (!row?.claimTokenHash || row.displayId) throw invalidCode();
      const existing = await deps.displays.listForLocation(userId, locationId);
      const display = await deps.displays.insert({
        userId,
        locationId,
        name: name || defaultName(location.name, existing.length),
        tokenHash: row.claimTokenHash,
        userAgent: row.userAgent,
        resolution: row.resolution,
      });
      if (!display) throw invalidCode();
      if (!(await deps.codes.claimScreenCode(code, display.id, now()))) {
        await deps.displays.delete(userId, display.id);
        throw invalidCode();
      }
      return display;
    },
  };
}
export type PairingService = ReturnType<typeof pairingService>;
