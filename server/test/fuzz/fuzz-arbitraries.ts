import fc from 'fast-check';
import type { AppRoute } from '../support/express-routes.js';
import { ID_KIND_OF_SEGMENT } from '../route-table/route-cases.js';
import type { IdKind } from '../support/seed-tenant.js';
import type {
  Body,
  Credential,
  FuzzCase,
  Json,
  MultipartPart,
  PathPart,
  Ref,
} from './fuzz-case.js';
import { FIELD_GROUPS, FIELD_NAMES } from './protocol-fields.js';

/** Like encodeURIComponent, but lone surrogates go as UTF-8's replacement bytes instead of throwing. */
const percentEncode = (s: string) =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const str = (s: string): Json => ({ str: s });
const raw = (s: string): Json => ({ raw: s });

// NUL first: PostgreSQL refuses it in text, so it is the control character that reaches furthest.
const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085'];
const ODD_UNITS = ['\u2028', '\ufeff', '\ud800', '\udfff', '😀', '日', 'é', '%', '"', "'", '\\'];

const KNOWN_BAD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '%00',
  '%zz',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31',
  '275760-09-13',
  '24:00',
  '23:60',
  '9:5',
  'Mars/Olympus',
  'UTC\u0000',
  '١٢٣٤٥٦',
  '１２３４５６',
  '12345\u0000',
  '1920x1080\n',
  'a@b',
  'x'.repeat(256),
];

const controlString = fc
  .array(fc.constantFrom(...CONTROL, ...ODD_UNITS, 'a', 'b', ' '), { minLength: 1, maxLength: 24 })
  .map((units) => units.join(''));

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: controlString },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
      .map(([c, t]) => `a${c}${t}`),
  },
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_BAD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // Past the JSON body limit (100 kB) sometimes; past every column length always.
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 120_000 }).map((n) => 'x'.repeat(n)) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    '1.5',
    '1e309',
    '-1e309',
    '1e-400',
    '2147483648',
    '9007199254740993',
    '123456789012345678901234567890',
    '0.0000001',
    '1E2',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
);

const idKinds: IdKind[] = ['location', 'content', 'schedule', 'display', 'user'];
const refOf = (kind: IdKind) =>
  fc.constantFrom<Ref>({ ref: 'owner', kind }, { ref: 'other', kind });
const anyRef = fc.constantFrom(...idKinds).chain(refOf);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''];

const scalar: fc.Arbitrary<Json> = fc.oneof(
  hostileString.map(str),
  hostileNumber.map(raw),
  fc.constantFrom(raw('true'), raw('false'), raw('null')),
  anyRef.map((id): Json => ({ id })),
);

/** Any JSON value, with hostile leaves and prototype-polluting keys. */
export const hostileJson: fc.Arbitrary<Json> = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('json'), { maxLength: 4 }).map((arr): Json => ({ arr })),
    fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...FIELD_NAMES, ...PROTO_KEYS), fc.string({ maxLength: 8 })),
          tie('json'),
        ),
        { maxLength: 4 },
      )
      .map((obj): Json => ({ obj })),
  ),
})).json;

const date = (d: string) => str(d);
/** A value each field would accept, so that the one hostile field next to it gets through. */
function plausible(field: string): fc.Arbitrary<Json> {
  const constant = (j: Json) => fc.constant(j);
  switch (field) {
    case 'email':
      return fc.uuid().map((u) => str(`${u.slice(0, 8)}@example.com`));
    case 'password':
    case 'currentPassword':
    case 'newPassword':
    case 'confirmPassword':
      return constant(str('secret123'));
    case 'code':
      return fc.integer({ min: 0, max: 999_999 }).map((n) => str(String(n).padStart(6, '0')));
    case 'resolution':
      return constant(str('1920x1080'));
    case 'timezone':
      return fc.constantFrom(str('UTC'), str('Europe/Paris'));
    case 'locationId':
      return refOf('location').map((id) => ({ id }));
    case 'scheduleId':
      return refOf('schedule').map((id) => ({ id }));
    case 'contentItemId':
    case 'contentId':
      return refOf('content').map((id) => ({ id }));
    case 'items':
      return refOf('content').map((id) => ({
        arr: [{ obj: [['contentId', { id }] as [string, Json], ['displayDuration', raw('10')]] }],
      }));
    case 'contentOrder':
      return refOf('content').map((id) => ({ arr: [{ id }] }));
    case 'locationIds':
      return refOf('location').map((id) => ({ arr: [{ id }] }));
    case 'startDate':
    case 'scheduledStartDate':
      return constant(date('2026-01-01'));
    case 'endDate':
    case 'scheduledEndDate':
      return constant(date('2026-12-31'));
    case 'startTime':
    case 'scheduledStartTime':
      return constant(str('09:00'));
    case 'endTime':
    case 'scheduledEndTime':
      return constant(str('17:00'));
    case 'daysOfWeek':
      return constant({ arr: [str('monday')] });
    case 'displayDuration':
    case 'page':
    case 'pageSize':
    case 'limit':
      return fc.integer({ min: 1, max: 50 }).map((n) => raw(String(n)));
    case 'role':
      return fc.constantFrom(str('client'), str('admin'));
    case 'status':
      return fc.constantFrom(str('active'), str('suspended'));
    case 'level':
      return constant(str('info'));
    default:
      return field.startsWith('is')
        ? fc.boolean().map((b) => raw(String(b)))
        : fc.constantFrom(str('Lobby'), str('a.png'), str('a'));
  }
}

/** Fields of free text (names, addresses, searches): nothing but their length is checked. */
const FREE_TEXT = new Set(
  FIELD_NAMES.filter((f) => {
    if (f.startsWith('is')) return false;
    const sample = fc.sample(plausible(f), { numRuns: 1, seed: 1 })[0]!;
    return 'str' in sample && ['Lobby', 'a.png', 'a'].includes(sample.str);
  }),
);

/**
 * Every field of every schema, plausible, with one hostile string in every free-text field at
 * once: whatever text a route stores or searches gets it, and the other fields let it through.
 */
const freeTextAttack: fc.Arbitrary<Json> = fc
  .tuple(fc.tuple(...FIELD_NAMES.map((f) => plausible(f))), hostileString)
  .map(([values, hostile]) => ({
    obj: FIELD_NAMES.map((f, i): [string, Json] => [
      f,
      FREE_TEXT.has(f) ? str(hostile) : values[i]!,
    ]),
  }));

/**
 * One schema's fields, all plausible but one or two hostile ones (sometimes none, sometimes with
 * a prototype key added), so that the hostile value gets past the other fields' checks.
 */
const mutatedJson: fc.Arbitrary<Json> = fc
  // Every field of every schema at once passes any schema (unknown keys are dropped), so the
  // hostile field reaches whichever route it is sent to; single schemas vary the shape.
  .oneof(
    { weight: 3, arbitrary: fc.constant(FIELD_NAMES) },
    { weight: 2, arbitrary: fc.constantFrom(...FIELD_GROUPS) },
  )
  .chain((fields) =>
    fc
      .tuple(
        fc.tuple(...fields.map((f) => fc.option(plausible(f), { freq: 10, nil: undefined }))),
        fc.subarray(fields, { maxLength: Math.min(2, fields.length) }),
        fc.array(
          fc.oneof({ weight: 3, arbitrary: scalar }, { weight: 1, arbitrary: hostileJson }),
          {
            minLength: 2,
            maxLength: 2,
          },
        ),
        fc.option(fc.tuple(fc.constantFrom(...PROTO_KEYS), hostileJson), { freq: 4 }),
      )
      .map(([values, mutated, hostile, extra]): Json => {
        const obj: [string, Json][] = [];
        fields.forEach((f, i) => {
          const m = mutated.indexOf(f);
          const value = m >= 0 ? hostile[m] : values[i];
          if (value) obj.push([f, value]);
        });
        if (extra) obj.push(extra);
        return { obj };
      }),
  );

const schemaShapedJson = fc.oneof(freeTextAttack, mutatedJson);

const deepJson = fc
  .tuple(fc.integer({ min: 1_000, max: 10_000 }), fc.constantFrom('array', 'object', 'field'))
  .map(([depth, shape]): Json => {
    if (shape === 'array') return raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    const nested = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return shape === 'object' ? raw(nested) : raw(`{"name":${nested}}`);
  });

const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '{"name":',
    '{"name":"a"',
    "{'name':'a'}",
    '{"name":"a",}',
    '[1,2',
    'NaN',
    'undefined',
    '\ufeff{"name":"a"}',
    '{"name":"\\ud800"}',
    '{"name":"\\u0000"}',
    '{"a":1}{"b":2}',
    '"just a string"',
    '12',
    'null',
    '',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset="',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  '*/*',
  'application/octet-stream',
];
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom<string | null>(...JSON_TYPES, null) },
);

const urlencoded = fc
  .array(
    fc.tuple(
      fc.constantFrom(...FIELD_NAMES, ...PROTO_KEYS, '__proto__[x]', 'a[b][c]', 'x[]'),
      hostileString.filter((s) => s.length < 2_000),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&'));

const FILE_NAMES = [
  'a.png',
  'café-日本.png',
  '../../../etc/passwd',
  'a\u0000.png',
  '.png',
  'png',
  `${'n'.repeat(300)}.png`,
  'a.PNG.exe',
  '"quoted".png',
  '',
];
const multipartPart: fc.Arbitrary<MultipartPart> = fc.oneof(
  fc.record({
    name: fc.constantFrom('file', 'files', '', '__proto__'),
    filename: fc.oneof(
      fc.constantFrom(...FILE_NAMES),
      hostileString.filter((s) => s.length < 400),
    ),
    contentType: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'video/mp4', ''),
    data: fc.oneof(
      fc.constant({ png: true as const }),
      fc.string({ unit: 'binary', maxLength: 200 }),
    ),
  }),
  fc.record({
    name: fc.constantFrom(...FIELD_NAMES, ...PROTO_KEYS, 'locationIds[]'),
    data: hostileString.filter((s) => s.length < 20_000),
  }),
);
const multipart = fc.record({
  kind: fc.constant('multipart' as const),
  parts: fc.array(multipartPart, { minLength: 0, maxLength: 4 }),
  cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 2 }),
  boundary: fc.option(fc.constantFrom('fuzzboundary', 'x', '"quoted"', 'a'.repeat(71)), {
    freq: 8,
  }),
});

function bodyFor(route: AppRoute): fc.Arbitrary<Body> {
  const uploads = route.path.endsWith('/upload');
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: uploads ? 1 : 10,
      arbitrary: fc.record({
        kind: fc.constant('json' as const),
        json: schemaShapedJson,
        contentType,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('json' as const), json: hostileJson, contentType }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('json' as const), json: deepJson, contentType }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: invalidJsonText,
        contentType,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('text' as const),
        text: urlencoded,
        contentType: fc.constant('application/x-www-form-urlencoded'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('bytes' as const),
        bytes: fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 300 }),
        contentType,
      }),
    },
    { weight: uploads ? 12 : 1, arbitrary: multipart },
  );
}

/** Path parameter values: real ids of both tenants, and every odd form an id can take. */
const ODD_IDS = [
  '-1',
  '0',
  '1e309',
  '1e3',
  'abc',
  '..',
  '.',
  '%2e%2e%2f',
  '%2F',
  '%00',
  '%zz',
  '%',
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
  '00001',
  '1.0',
  '0x1f',
  '%201',
  '1%20',
  '%D9%A3',
  '%EF%BC%91',
  '%F0%9F%98%80',
  'constructor',
  '__proto__',
  'null',
];
function paramPart(
  kind: IdKind | undefined,
  param: string,
  method: string,
): fc.Arbitrary<PathPart> {
  const odd = fc.oneof(
    fc.constantFrom(...ODD_IDS),
    hostileString.filter((s) => s.length < 300).map(percentEncode),
  );
  const options: fc.Arbitrary<PathPart>[] = [odd.map((lit) => ({ lit }))];
  // A delete with the owner's own id would succeed and leave later cases without data to aim at.
  if (kind)
    options.push(
      method === 'DELETE'
        ? fc.constant<PathPart>({ id: { ref: 'other', kind } })
        : refOf(kind).map((id) => ({ id })),
    );
  if (param === 'folder' || param === 'file')
    options.push(fc.constant<PathPart>({ media: param }), fc.constant<PathPart>({ media: param }));
  return fc.oneof(...options);
}

function pathFor(route: AppRoute): fc.Arbitrary<PathPart[]> {
  const segments = route.path.split('/');
  return fc.tuple(
    ...segments.map((segment, i): fc.Arbitrary<PathPart> => {
      if (!segment.startsWith(':')) return fc.constant({ lit: segment });
      return paramPart(ID_KIND_OF_SEGMENT[segments[i - 1] ?? ''], segment.slice(1), route.method);
    }),
  );
}

const queryString = fc.oneof(
  { weight: 3, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: hostileString
      .filter((v) => v.length < 500)
      .map((v) => '?' + [...FREE_TEXT].map((f) => `${f}=${percentEncode(v)}`).join('&')),
  },
  {
    weight: 3,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(...FIELD_NAMES, ...PROTO_KEYS, 'preview', 'fresh', 'resolution', 'a[b]'),
          fc.oneof(
            fc.constantFrom('1', 'true', '', '0', '-1', '1e309', 'all'),
            hostileString.filter((s) => s.length < 1_000),
          ),
        ),
        { maxLength: 4 },
      )
      .map(
        (pairs) => '?' + pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&'),
      ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '?%',
      '?%zz=1',
      '?a=1&a=2&a=3',
      '?page[]=1',
      '?__proto__[x]=1',
      '?&&&',
    ),
  },
);

// Header values must be bytes a client can send (no CR/LF/NUL): ASCII and Latin-1 only.
const headerText = fc
  .string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)) })
  .filter((s) => s.length < 2_000 && !/[\x7f]/.test(s));
const HEADER_VALUES: Record<string, string[]> = {
  range: [
    'bytes=0-0',
    'bytes=abc',
    'bytes=5-1',
    'bytes=-0',
    'bytes=0-',
    'bytes=-99999999999999999999',
    'bytes=18446744073709551616-',
    `bytes=${'0-1,'.repeat(300)}2-3`,
    'items=0-1',
    'bytes=',
    'bytes==1-2',
    'bytes=1-2-3',
    'bytes=0-1, 0-1, 0-1',
  ],
  'if-none-match': ['*', 'W/', '"', '""', 'W/"x"', '"a", "b"', ',,,,', `"${'x'.repeat(8_000)}"`],
  'if-modified-since': ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '0'],
  'if-range': ['"x"', 'garbage'],
  'content-encoding': ['gzip', 'deflate', 'br', 'x-unknown', 'identity', 'gzip, gzip'],
  'accept-encoding': ['*', 'gzip;q=2', ''],
  cookie: ['marquee_session=garbage', 'marquee_session=%E0%A4%A', ';;;=', 'marquee_session='],
  'x-request-id': ['x'.repeat(1_000), '../', '\u00e9'],
  'x-forwarded-for': ['1.2.3.4, 5.6.7.8', 'garbage', '::1'],
  'stripe-signature': ['t=1,v1=abc', 'garbage', ''],
  'user-agent': ['x'.repeat(1_500)],
};
const headers = fc.array(
  fc.oneof(
    fc
      .constantFrom(...Object.keys(HEADER_VALUES))
      .chain((name) => fc.tuple(fc.constant(name), fc.constantFrom(...HEADER_VALUES[name]!))),
    fc.tuple(fc.constantFrom(...Object.keys(HEADER_VALUES)), headerText),
  ),
  { maxLength: 3 },
);

const credential: fc.Arbitrary<Credential> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom<Credential>(
      'none',
      'owner',
      'owner',
      'owner',
      'owner',
      'owner',
      'owner',
      'owner-cookie',
      'other',
      'admin',
      'admin',
      'screen',
      'screen-claim',
      'revoked',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic Zm9vOmJhcg==',
          `Bearer mqs_${'A'.repeat(43)}`,
          `Bearer mqd_${'A'.repeat(43)}`,
          `Bearer ${'x'.repeat(5_000)}`,
          'bearer  a  b',
        ),
        headerText.map((t) => `Bearer ${t}`),
      )
      .map((authorization): Credential => ({ authorization })),
  },
  {
    weight: 1,
    arbitrary: headerText.map((t): Credential => ({ cookie: `marquee_session=${t}` })),
  },
);

const VERBS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Requests over every route the app has, mostly with the route's own verb. */
export function fuzzCases(routes: AppRoute[]): fc.Arbitrary<FuzzCase> {
  return fc.constantFrom(...routes).chain((route) =>
    fc.record({
      route: fc.constant(`${route.method} ${route.path}`),
      method: fc.oneof(
        { weight: 9, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...VERBS) },
      ),
      path: pathFor(route),
      query: queryString,
      credential,
      headers,
      body: bodyFor(route),
    }),
  );
}
