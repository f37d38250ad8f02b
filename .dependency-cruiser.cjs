/**
 * The walls of the house (ARCHITECTURE.md, rule 0), checked by `npm run walls` in `npm run check`.
 * Every rule's `comment` is what a violation prints: it says which wall and why it stands.
 *
 * Names used below:
 *   area       apps/api/src/modules/<area> (API) or apps/web/src/features/<area> (web)
 *   public face the area's index.ts: the one file other areas, the app layer and other areas' tests import
 * Named exceptions, each explained in its rule: generated code (apps/web/src/gql), test code, the assembly
 * files and transports sharing transport files (api-area-public-face-assembly, -between-transports), an
 * infra table's foreign key (infra-tables-know-no-module), and circles made only of type-only imports.
 */
const API = '^apps/api/src/';
const MODULE = `${API}modules/([^/]+)/`;
const WEB = '^apps/web/src/';
const FEATURE = `${WEB}features/([^/]+)/`;
const GENERATED = `${WEB}gql/`;
/** An area's transport: GraphQL fields and types, REST routes, Yoga plugins. */
const TRANSPORT_FILE = '\\.(graphql|graphql-type|routes|plugin)\\.ts$';
/** Drizzle tables of infra (the search documents): see infra-tables-know-no-module. */
const INFRA_TABLES = `${API}infra/.*\\.tables\\.ts$`;
/** The app files that assemble the transports: the schema, the Yoga server, the Fastify server. */
const ASSEMBLY = `${API}(graphql/schema|graphql/yoga|server)\\.ts$`;
const TRANSPORT_PACKAGES =
  '(^|/)node_modules/(graphql|graphql-yoga|graphql-ws|fastify|@fastify/[^/]+|@pothos/[^/]+)/';
/**
 * Tests and their helpers are not production code: they may reach into any area to arrange a world.
 * `<area>-model-<part>.ts` are the parts of a model-based (property) test, e.g. booking-model-run.ts.
 */
const TEST_CODE =
  '(\\.test\\.tsx?$|-test-helpers\\.ts$|-model-[a-z-]+\\.ts$|-fixtures\\.ts$|-test-world\\.ts$|^apps/api/src/test/|^apps/web/src/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-between-areas',
      comment:
        'Areas form a circle here (A imports B imports ... A). Circles make an area impossible to change, ' +
        'test or remove alone. Move the shared step into one area that the others call (as modules/settlement ' +
        'does for booking, payment and payout), or pass a function in.',
      severity: 'error',
      from: { path: `^apps/(api/src/modules|web/src/features)/([^/]+)/` },
      to: {
        circular: true,
        // Only circles that leave the area count; files inside one area may import each other freely.
        viaSomeNot: '^apps/$1/$2/',
        // A type-only import is erased at compile time: a circle needs a runtime import at every step
        // (deps.ts names account's and resource's types, and those areas take Deps).
        // A route's lazy import() loads a page on first visit, after every module is loaded: it closes
        // no load-time circle (a feature's index.ts declares its lazy pages, and those pages use other
        // features' index.ts), so a circle needs a static import at every step too.
        viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] },
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      comment:
        'packages/domain holds pure rules shared by the API and the web. It must not import the API, the web ' +
        'or any other workspace code, or both apps would drag each other in.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'kernel-is-pure',
      comment:
        'apps/api/src/kernel (DomainError, Viewer, ids) is imported by every layer, so it imports no other ' +
        'layer of the API (graphql, http, rest, infra, modules, db) and no transport package.',
      severity: 'error',
      from: { path: `${API}kernel/` },
      to: { path: `${API}(?!kernel/)` },
    },
    {
      name: 'infra-knows-no-module',
      comment:
        'apps/api/src/infra (mail, storage, pubsub, rate limits, search index, payment providers, crypto) ' +
        'is generic plumbing. It must not import a module, the GraphQL layer or the app: when it needs a ' +
        "module's data, the module passes it in (a function, or an interface infra declares).",
      severity: 'error',
      from: { path: `${API}infra/`, pathNot: INFRA_TABLES },
      to: { path: `${API}(modules|graphql|rest|http)/|${API}(server|main|deps)\\.ts$` },
    },
    {
      name: 'infra-tables-know-no-module',
      comment:
        "A table of apps/api/src/infra may name another area's table for a foreign key (the search " +
        "document row goes with its user: references(() => users.id)), and only through that area's " +
        'index.ts; dropping the reference would make drizzle-kit generate a migration that drops the key. ' +
        'Nothing else of a module, and no GraphQL layer or app file.',
      severity: 'error',
      from: { path: INFRA_TABLES },
      to: {
        path: `${API}(modules|graphql|rest|http)/|${API}(server|main|deps)\\.ts$`,
        pathNot: `${MODULE}index\\.ts$`,
      },
    },
    {
      name: 'services-know-no-transport',
      comment:
        'Services, queries, policies, tables, the kernel and infra know no GraphQL or HTTP: no graphql, ' +
        'graphql-yoga, @pothos/* or fastify, and no file of the GraphQL layer or of a transport ' +
        '(*.graphql.ts, *.routes.ts). Resolvers and routes call services, never the other way round; ' +
        'errors come from kernel/domain-error.ts, the GraphQL layer maps them.',
      severity: 'error',
      from: {
        path: `(${API}.*\\.(service|queries|policy|tables)\\.ts$|${API}kernel/|${API}infra/)`,
      },
      to: {
        path: [TRANSPORT_PACKAGES, `${API}graphql/`, `${API}.*\\.(graphql|routes)\\.ts$`],
      },
    },
    {
      name: 'api-area-public-face',
      comment:
        'A file of apps/api/src/modules/<area> is imported from outside that area. Only its index.ts is ' +
        "the area's public face: import what you need from modules/<area>/index.ts, and export it there " +
        "on purpose if it is not yet (tables too: other areas reach an area's tables only through it).",
      severity: 'error',
      from: { path: API, pathNot: [MODULE, TEST_CODE, ASSEMBLY] },
      to: { path: `${MODULE}`, pathNot: `${MODULE}index\\.ts$` },
    },
    {
      name: 'api-area-public-face-assembly',
      comment:
        "The schema, Yoga and server files assemble the areas: they may load an area's transport files " +
        '(*.graphql.ts for their side effect on the builder, *.routes.ts, *.plugin.ts) directly, because ' +
        'index.ts exports no transport (else every service that imports an area would load GraphQL). ' +
        'Anything else of an area they take from its index.ts.',
      severity: 'error',
      from: { path: ASSEMBLY },
      to: { path: `${MODULE}`, pathNot: [`${MODULE}index\\.ts$`, TRANSPORT_FILE] },
    },
    {
      name: 'api-area-public-face-between-areas',
      comment:
        "A module imports a file of another module that is not that module's index.ts. Only index.ts is " +
        "an area's public face: import from modules/<other area>/index.ts, and export what you need there.",
      severity: 'error',
      from: { path: MODULE, pathNot: [TEST_CODE, TRANSPORT_FILE] },
      to: { path: MODULE, pathNot: [`${MODULE}index\\.ts$`, `${API}modules/$1/`] },
    },
    {
      name: 'api-area-public-face-between-transports',
      comment:
        "An area's transport imports a file of another area that is neither its index.ts nor its " +
        "transport. Transports share GraphQL types by reference (profile adds fields to account's " +
        "ProfileType, favourite returns search's SearchTutor), so they may import another area's " +
        "*.graphql.ts / *.graphql-type.ts; everything else comes from that area's index.ts.",
      severity: 'error',
      from: { path: `${MODULE}.*${TRANSPORT_FILE}` },
      to: { path: MODULE, pathNot: [`${MODULE}index\\.ts$`, `${API}modules/$1/`, TRANSPORT_FILE] },
    },
    {
      name: 'no-reach-into-queries-of-another-area',
      comment:
        "A module imports another area's *.queries.ts. Queries are an area's private SQL: ask the area " +
        'through a function its index.ts exports, so its tables and rules stay its own.',
      severity: 'error',
      from: { path: MODULE, pathNot: TEST_CODE },
      to: { path: `${API}modules/[^/]+/[^/]+\\.queries\\.ts$`, pathNot: `${API}modules/$1/` },
    },
    {
      name: 'web-feature-public-face',
      comment:
        'A file of apps/web/src/features/<feature> is imported from outside that feature. Only its index.ts ' +
        'is its public face (for other features and for app/): export what others use there, or move what ' +
        '3 or more features use to shared/.',
      severity: 'error',
      from: { path: WEB, pathNot: [FEATURE, GENERATED, TEST_CODE] },
      to: { path: FEATURE, pathNot: `${FEATURE}index\\.tsx?$` },
    },
    {
      name: 'web-feature-public-face-between-features',
      comment:
        "A feature imports a file of another feature that is not that feature's index.ts. Import from " +
        'features/<other>/index.ts, or move what 3 or more features use to shared/.',
      severity: 'error',
      from: { path: FEATURE, pathNot: TEST_CODE },
      to: { path: FEATURE, pathNot: [`${FEATURE}index\\.tsx?$`, `${WEB}features/$1/`] },
    },
    {
      name: 'web-shared-knows-no-feature',
      comment:
        'apps/web/src/shared is used by every feature, so it imports no feature and not app/: a shared part ' +
        'that needs a feature is not shared. Pass the feature in (props, a registry app/ fills) or move it.',
      severity: 'error',
      from: { path: `${WEB}shared/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-app-assembles',
      comment:
        'app/ assembles features (routes, providers, i18n resources); features never import app/, or the ' +
        'assembly and its parts would depend on each other.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|test-results|\\.tsbuild)/' },
    tsPreCompilationDeps: true,
    // One tsconfig suffices: every app extends tsconfig.base.json and imports relatively, and
    // @ajar/domain resolves through the workspace link to packages/domain.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
