import { Router } from 'express';
import { playsBatchSchema, playsReportQuerySchema, PLAYS_PATH } from '@marquee/protocol';
import { parse } from '../../http/validate.js';
import { bearerToken } from '../../http/bearer-token.js';
import { sendCsv } from '../../http/send-csv.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { PlaysService } from './plays-service.js';

export function playsRoutes(plays: PlaysService): Router {
  const r = Router();

  r.post(PLAYS_PATH.replace(/^\/api/, ''), async (req, res) => {
    const screen = await plays.screen(bearerToken(req));
    const { plays: batch } = parse(playsBatchSchema, req.body);
    res.status(202).json(await plays.ingest(screen, batch));
  });

  r.get('/reports/plays', requireUser, async (req, res) => {
    const { format, limit, offset, ...query } = parse(playsReportQuerySchema, req.query);
    const userId = signedIn(req).user.id;
    if (format === 'json') {
      res.json(await plays.report(userId, { ...query, limit, offset }));
      return;
    }
    // The download has every row, however many screens or hours.
    const report = await plays.report(userId, query);
    const day = (iso: string) => iso.slice(0, 10);
    async function* rows() {
      for (const row of report.rows) yield [row.key, row.label, row.plays, row.seconds];
    }
    await sendCsv(
      res,
      `plays-by-${query.groupBy}-${day(query.from)}-${day(query.to)}.csv`,
      ['key', 'label', 'plays', 'seconds'],
      rows(),
    );
  });
  return r;
}
