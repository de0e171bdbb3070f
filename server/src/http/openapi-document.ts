import {
  createDocument,
  createSchema,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from 'zod-openapi';
import {
  CONTENT_KINDS,
  allApiRoutes,
  contentApi,
  type ApiRoute,
  type RouteAuth,
} from '@marquee/protocol';
import { z } from 'zod';

const errorBody = z
  .object({
    message: z.string(),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .meta({ description: 'A message per field' }),
  })
  .meta({ id: 'ApiError' });

const SECURITY: Record<RouteAuth, Record<string, string[]>[]> = {
  public: [],
  user: [{ session: [] }],
  admin: [{ session: [] }],
  display: [{ displayToken: [] }],
  'user-or-display': [{ session: [] }, { displayToken: [] }],
};

const FAILURES: Record<RouteAuth, string[]> = {
  public: [],
  user: ['401'],
  admin: ['401', '403'],
  display: ['401'],
  'user-or-display': ['401'],
};

/** `/api/locations/:id` → `/api/locations/{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

function operation(route: ApiRoute): ZodOpenApiOperationObject {
  const status = String(route.status ?? 200);
  const failures = [
    ...(route.body || route.query ? ['400'] : []),
    ...FAILURES[route.auth],
    ...(route.params ? ['404'] : []),
  ];
  return {
    summary: route.summary,
    tags: [route.tag],
    security: SECURITY[route.auth],
    ...(route.params || route.query
      ? {
          requestParams: {
            ...(route.params ? { path: route.params } : {}),
            ...(route.query ? { query: route.query } : {}),
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                schema: route.body,
              },
            },
          },
        }
      : {}),
    responses: {
      [status]: {
        description: status === '204' ? 'Done; no body' : 'Success',
        ...(route.response
          ? { content: { 'application/json': { schema: route.response } } }
          : route.responseType
            ? { content: { [route.responseType]: {} } }
            : {}),
      },
      ...Object.fromEntries(
        failures.map((code) => [
          code,
          {
            description: {
              '400': 'Bad input',
              '401': 'Not signed in',
              '403': 'Not allowed',
              '404': route.notFound ?? 'Not found',
            }[code]!,
            content: { 'application/json': { schema: errorBody } },
          },
        ]),
      ),
    },
  };
}

const formKinds = CONTENT_KINDS.filter((kind) => kind.family === 'form');

/**
 * A form kind's `data` is checked by the kind named in the path (its own messages), so the body
 * schema leaves it open; the document names each kind's data schema instead.
 */
function describeFormKindData(document: ReturnType<typeof createDocument>): void {
  const path = openApiPath(contentApi.createForm.path);
  const body = document.paths?.[path]?.post?.requestBody;
  const media = body && 'content' in body ? body.content['application/json'] : undefined;
  const schema = media && 'schema' in media ? media.schema : undefined;
  const properties =
    typeof schema === 'object' && 'properties' in schema ? schema.properties : undefined;
  if (!properties) throw new Error(`${path}: the form body has no properties to describe`);
  properties.data = {
    description: "The kind's own data; which one follows from the kind in the path.",
    oneOf: formKinds.map((kind) => ({
      ...(createSchema(kind.dataSchema, { io: 'input' }).schema as object),
      title: `${kind.label} (${kind.id})`,
    })),
  };
}

/** The OpenAPI 3.1 document of every route declared in protocol's `api/`. */
export function openApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of allApiRoutes()) {
    const path = (paths[openApiPath(route.path)] ??= {});
    path[route.method] = operation(route);
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Marquee API',
      version: '1.0.0',
      description:
        'Cloud digital signage: locations, content, playlists, schedules, screens and reports. ' +
        'Dashboards sign in with a session cookie; paired screens send their display token.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'marquee_session' },
        displayToken: { type: 'http', scheme: 'bearer' },
      },
    },
    paths,
  });
  describeFormKindData(document);
  return document;
}
