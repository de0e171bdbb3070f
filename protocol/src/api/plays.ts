import {
  playsAcceptedSchema,
  playsBatchSchema,
  playsReportQuerySchema,
  playsReportSchema,
} from '../plays.js';
import { PLAYS_PATH } from '../player.js';
import { defineRoute } from './define-route.js';

const tag = 'Proof of play';

export const playsApi = {
  report: defineRoute({
    method: 'get',
    path: '/api/reports/plays',
    summary:
      'Plays and seconds shown, grouped by content, location, screen, day or hour; ' +
      'format=csv downloads every row as CSV',
    tag,
    auth: 'user',
    query: playsReportQuerySchema,
    response: playsReportSchema,
    responseType: 'text/csv',
  }),
  record: defineRoute({
    method: 'post',
    path: PLAYS_PATH,
    summary: 'A screen sends what it played; each play is stored once, however often it is sent',
    tag,
    auth: 'display',
    body: playsBatchSchema,
    status: 202,
    response: playsAcceptedSchema,
  }),
};
