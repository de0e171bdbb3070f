import { Router, type Request, type RequestHandler } from 'express';
import { playsApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { bearerToken } from '@marquee/core/http/bearer-token.js';
import { sendCsv } from '../../http/send-csv.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { DisplayIdentity } from '@marquee/core/modules/screens/index.js';
import type { PlaysService } from '@marquee/core/modules/plays/plays-service.js';

export function playsRoutes(plays: PlaysService): Router {
  const r = Router();

  // The screen is found (or refused with 401) before its body is read.
  const screens = new WeakMap<Request, DisplayIdentity>();
  const requireScreen: RequestHandler = async (req, _res, next) => {
    screens.set(req, await plays.screen(bearerToken(req)));
    next();
  };
  // Without requireScreen in front, no screen: refused like an unpaired one.
  const screenOf = (req: Request) => screens.get(req) ?? plays.screen(undefined);

  route(r, playsApi.record, [requireScreen], async ({ body }, req) =>
    plays.ingest(await screenOf(req), body.plays),
  );

  route(r, playsApi.report, [requireUser], async ({ query }, req, res) => {
    const { format, limit, offset, ...filters } = query;
    const userId = signedIn(req).user.id;
    if (format === 'json') return plays.report(userId, { ...filters, limit, offset });
    // The download has every row, however many screens or hours.
    const report = await plays.report(userId, filters);
    const day = (iso: string) => iso.slice(0, 10);
    async function* rows() {
      for (const row of report.rows) yield [row.key, row.label, row.plays, row.seconds];
    }
    await sendCsv(
      res,
      `plays-by-${filters.groupBy}-${day(filters.from)}-${day(filters.to)}.csv`,
      ['key', 'label', 'plays', 'seconds'],
      rows(),
    );
    return undefined;
  });
  return r;
}
