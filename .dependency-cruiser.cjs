/**
 * The walls of the house (ARCHITECTURE.md, rule 0), checked by `npm run walls` in `npm run check`.
 * Every rule's `comment` is what a violation prints: it says which wall and why it stands.
 *
 * Names used below:
 *   area        apps/api/src/modules/<area> (API) or apps/web/src/features/<area> (web)
 *   faces       what an area shows the rest of the code, each file for one kind of caller:
 *                 index.ts      everyone (services, other areas, the app layer, tests)
 *                 transport.ts  API only: the app layer and other areas' transports (GraphQL types, routes)
 *                 routes.ts     web only: app/ (the area's lazy routes)
 *                 i18n/en.ts    web only: app/ (the area's texts, each language and namespace loaded apart)
 *                 i18n/id.ts
 *                 testing/index.ts (testing.ts)  tests only: what other areas' tests use to arrange a world
 * No exceptions but generated code (apps/web/src/gql): every import of the code base obeys every rule.
 */
const API = '^apps/api/src/';
const MODULE = `${API}modules/([^/]+)/`;
const WEB = '^apps/web/src/';
const FEATURE = `${WEB}features/([^/]+)/`;
const GENERATED = `${WEB}gql/`;
/** An area's transport: GraphQL fields and types, REST routes, Yoga plugins, and its transport face. */
const TRANSPORT_FILE = '(\\.(graphql|graphql-type|routes|plugin)\\.ts|/transport\\.ts)$';
/** The app files that assemble the transports: the schema, the Yoga server, the Fastify server. */
const ASSEMBLY = `${API}(graphql/schema|graphql/yoga|server)\\.ts$`;
const TRANSPORT_PACKAGES =
  '(^|/)node_modules/(graphql|graphql-yoga|graphql-ws|fastify|@fastify/[^/]+|@pothos/[^/]+)/';
/**
 * Test code, known by where it lives: test files, the areas' testing/ folders (their helpers, fixtures and the
 * testing face) and the shared test folders apps/api/src/test and apps/web/src/test (the test app, cross-area
 * scenarios such as the booking model). Support for tests never sits among production files.
 */
const TEST_FILE = '(?:\\.test\\.tsx?|/testing\\.ts|/testing/.*)$';
const TEST_CODE = `(${TEST_FILE}|^apps/(api|web)/src/test/)`;
/** Test code inside an area (the area is $1). */
const MODULE_TEST = `${MODULE}.*${TEST_FILE}`;
const FEATURE_TEST = `${FEATURE}.*${TEST_FILE}`;
/** Faces by caller (see the header). */
const API_FACE = `${MODULE}index\\.ts$`;
const API_TRANSPORT_FACE = `${MODULE}transport\\.ts$`;
const API_TESTING_FACE = `${MODULE}testing(/index)?\\.ts$`;
const WEB_FACE = `${FEATURE}index\\.tsx?$`;
const WEB_ROUTES_FACE = `${FEATURE}routes\\.ts$`;
const WEB_TESTING_FACE = `${FEATURE}testing(/index)?\\.ts$`;
/** A feature's texts: app/i18n loads each page namespace's English apart, with the pages that draw it. */
// A feature's texts: i18n/en.ts and id.ts, and i18n/drawer-en.ts for a drawer's namespace that loads apart (the
// shell carries only what its first view draws: the notification bell's texts, not its drawer's).
const WEB_TEXTS_FACE = `${FEATURE}i18n/(en|id|drawer-en)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular-between-areas',
      comment:
        'Areas form a circle here (A imports B imports ... A). Circles make an area impossible to change, ' +
        'test or remove alone. Move the shared step into one area that the others call (as modules/settlement ' +
        'does for booking, payment and payout), move a shared interface to apps/api/src/ports, or pass a ' +
        'function in. Type-only imports and lazy import()s count too: they still tie the areas together.',
      severity: 'error',
      from: { path: `^apps/(api/src/modules|web/src/features)/([^/]+)/` },
      // Only circles that leave the area count; files inside one area may import each other freely.
      to: { circular: true, viaSomeNot: '^apps/$1/$2/' },
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
        'layer of the API (graphql, http, rest, infra, modules, db, ports) and no transport package.',
      severity: 'error',
      from: { path: `${API}kernel/` },
      to: { path: `${API}(?!kernel/)` },
    },
    {
      name: 'ports-know-no-module',
      comment:
        'apps/api/src/ports holds the interfaces the app wires into Deps (session watch, booking settlement, ' +
        'upload limits), and deps.ts names them: every area imports Deps, so neither may import an area, ' +
        'the GraphQL layer or the app, or every area would depend on every other.',
      severity: 'error',
      from: { path: `${API}(ports/|deps\\.ts$)` },
      to: { path: `${API}(modules|graphql|rest|http)/|${API}(server|main)\\.ts$` },
    },
    {
      name: 'infra-knows-no-module',
      comment:
        'apps/api/src/infra (mail, storage, pubsub, rate limits, payment providers, crypto, clock) is generic ' +
        "plumbing. It must not import a module, the GraphQL layer or the app: when it needs a module's data, " +
        'the module passes it in (a function, or an interface infra declares).',
      severity: 'error',
      from: { path: `${API}infra/` },
      to: { path: `${API}(modules|graphql|rest|http)/|${API}(server|main|deps)\\.ts$` },
    },
    {
      name: 'services-know-no-transport',
      comment:
        "An area's files other than its transport (services, queries, policies, tables and the rest), the " +
        'kernel, ports and infra know no GraphQL or HTTP: no graphql, ' +
        'graphql-yoga, @pothos/* or fastify, and no file of the GraphQL layer or of a transport ' +
        '(*.graphql.ts, *.routes.ts, transport.ts). Resolvers and routes call services, never the other way ' +
        'round; errors come from kernel/domain-error.ts, the GraphQL layer maps them.',
      severity: 'error',
      // Every file of an area but its transport (known by where it is, not by a role suffix), and the kernel,
      // ports and infra.
      from: {
        path: `(${MODULE}|${API}(kernel|infra|ports)/)`,
        pathNot: [`${API}.*${TRANSPORT_FILE}`, TEST_CODE],
      },
      to: { path: [TRANSPORT_PACKAGES, `${API}graphql/`, `${API}.*${TRANSPORT_FILE}`] },
    },
    {
      name: 'api-area-public-face',
      comment:
        'A file of apps/api/src/modules/<area> is imported from outside the areas. Only its index.ts is ' +
        "the area's public face: import what you need from modules/<area>/index.ts, and export it there " +
        "on purpose if it is not yet (tables too: other code reaches an area's tables only through it).",
      severity: 'error',
      from: { path: API, pathNot: [MODULE, TEST_CODE, ASSEMBLY] },
      to: { path: MODULE, pathNot: API_FACE },
    },
    {
      name: 'api-area-transport-face-for-assembly',
      comment:
        "The schema, Yoga and server files assemble the areas' transports: they import an area's " +
        'transport.ts (its GraphQL fields, routes and plugins) or its index.ts, nothing else of it. ' +
        'index.ts exports no transport, so a service that imports an area never loads GraphQL.',
      severity: 'error',
      from: { path: ASSEMBLY },
      to: { path: MODULE, pathNot: [API_FACE, API_TRANSPORT_FACE] },
    },
    {
      name: 'api-area-public-face-between-areas',
      comment:
        "A module imports a file of another module that is not that module's index.ts. Only index.ts is " +
        "an area's public face: import from modules/<other area>/index.ts, and export what you need there.",
      severity: 'error',
      from: { path: MODULE, pathNot: [TEST_FILE, TRANSPORT_FILE] },
      to: { path: MODULE, pathNot: [API_FACE, `${API}modules/$1/`] },
    },
    {
      name: 'api-area-transport-face-between-transports',
      comment:
        "An area's transport imports a file of another area that is neither its index.ts nor its " +
        "transport.ts. Transports share GraphQL types by reference (profile adds fields to account's " +
        "Profile, favourite returns search's SearchTutor): the owner exports them from its transport.ts.",
      severity: 'error',
      from: { path: `${MODULE}.*${TRANSPORT_FILE}` },
      to: { path: MODULE, pathNot: [API_FACE, API_TRANSPORT_FACE, `${API}modules/$1/`] },
    },
    {
      name: 'api-area-testing-face',
      comment:
        'A test imports a file of another area that is neither its index.ts nor its testing.ts. Tests ' +
        "arrange their world through the area's faces: export the helper or table a test needs from " +
        'modules/<area>/testing.ts (tests only) so what tests rely on is one short list per area.',
      severity: 'error',
      from: { path: MODULE_TEST },
      to: { path: MODULE, pathNot: [API_FACE, API_TESTING_FACE, `${API}modules/$1/`] },
    },
    {
      name: 'api-shared-tests-use-faces',
      comment:
        'Tests outside the areas (apps/api/src/test, the seed tests) import an area through its index.ts, ' +
        'its testing.ts, or, to build a server, its transport.ts; never its other files.',
      severity: 'error',
      from: { path: API, pathNot: MODULE },
      to: { path: MODULE, pathNot: [API_FACE, API_TESTING_FACE, API_TRANSPORT_FACE] },
    },
    {
      name: 'testing-face-only-for-tests',
      comment:
        "An area's testing.ts (and a web feature's testing/ folder) exists for tests: production code that " +
        'imports it would ship test helpers. Import from the index.ts instead.',
      severity: 'error',
      from: { pathNot: TEST_CODE },
      to: { path: [API_TESTING_FACE, WEB_TESTING_FACE, `${FEATURE}testing/`] },
    },
    {
      name: 'no-reach-into-queries-of-another-area',
      comment:
        "A module imports another area's *.queries.ts. Queries are an area's private SQL: ask the area " +
        'through a function its index.ts (or, for a test, its testing.ts) exports, so its tables and rules ' +
        'stay its own.',
      severity: 'error',
      from: { path: MODULE },
      to: { path: `${API}modules/[^/]+/[^/]+\\.queries\\.ts$`, pathNot: `${API}modules/$1/` },
    },
    {
      name: 'web-feature-public-face',
      comment:
        'A file of apps/web/src/features/<feature> is imported from outside the features. app/ imports a ' +
        "feature's index.ts, its routes.ts (the lazy routes) and its texts (i18n/en.ts, i18n/id.ts, i18n/drawer-en.ts), web " +
        'tests also its testing.ts; nothing ' +
        'else of it. Export what others use from index.ts, or move what 3 or more features use to shared/.',
      severity: 'error',
      from: { path: WEB, pathNot: [FEATURE, GENERATED] },
      to: { path: FEATURE, pathNot: [WEB_FACE, WEB_ROUTES_FACE, WEB_TESTING_FACE, WEB_TEXTS_FACE] },
    },
    {
      name: 'web-feature-public-face-between-features',
      comment:
        "A feature imports a file of another feature that is not that feature's index.ts. Import from " +
        'features/<other>/index.ts, or move what 3 or more features use to shared/. (routes.ts is for app/: ' +
        "a feature that links to another's page builds the path with packages/domain's route builders.)",
      severity: 'error',
      from: { path: FEATURE, pathNot: TEST_FILE },
      to: { path: FEATURE, pathNot: [WEB_FACE, `${WEB}features/$1/`] },
    },
    {
      name: 'web-feature-testing-face',
      comment:
        'A web test imports a file of another feature that is neither its index.ts nor its testing.ts: ' +
        'export the fixture it needs from features/<other>/testing.ts.',
      severity: 'error',
      from: { path: FEATURE_TEST },
      to: { path: FEATURE, pathNot: [WEB_FACE, WEB_TESTING_FACE, `${WEB}features/$1/`] },
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
