/**
 * The seven layer rules of docs/architecture.md, checked by `npm run depcheck` (part of npm test).
 * Patterns are unanchored so test/architecture can prove each rule on a scratch tree.
 */
const VENDOR_SDKS = 'node_modules/(stripe|@paypal/paypal-server-sdk|nodemailer|altcha-lib)/';
/** The composition roots: the two processes and the modules that compose them. */
const COMPOSITION_ROOTS = 'src/(main|worker|api\\.module|worker\\.module|app\\.module)\\.ts$';
const FRAMEWORKS =
  'node_modules/(@nestjs|typeorm|bullmq|ioredis|pg|fastify|@fastify|class-validator|class-transformer)/';

module.exports = {
  forbidden: [
    {
      name: '1-domain-is-plain-typescript',
      comment:
        'domain/ imports nothing from Nest, TypeORM, BullMQ or vendor SDKs, nor from outer layers.',
      severity: 'error',
      from: { path: 'src/modules/[^/]+/domain/' },
      to: {
        path: [
          FRAMEWORKS,
          VENDOR_SDKS,
          'src/modules/[^/]+/(infra|http|jobs|services)/',
          'src/integrations/',
        ],
      },
    },
    {
      name: '2-services-talk-to-ports',
      comment: 'services/ use ports, never infra/, http/, jobs/ or integrations/.',
      severity: 'error',
      from: { path: 'src/modules/[^/]+/services/' },
      to: { path: ['src/modules/[^/]+/(infra|http|jobs)/', 'src/integrations/'] },
    },
    {
      name: '3-modules-meet-through-exports',
      comment: 'A module uses another only through its module file, its services/ or its guards/.',
      severity: 'error',
      from: { path: 'src/modules/([^/]+)/' },
      to: {
        path: 'src/modules/[^/]+/',
        pathNot: [
          'src/modules/$1/',
          'src/modules/[^/]+/[^/]+\\.module\\.ts$',
          'src/modules/[^/]+/services/',
          'src/modules/[^/]+/http/guards/',
        ],
      },
    },
    {
      name: '4-vendor-sdks-only-in-integrations',
      comment: 'Only integrations/ may import a vendor SDK.',
      severity: 'error',
      from: { pathNot: 'src/integrations/' },
      to: { path: VENDOR_SDKS },
    },
    {
      name: '5-nothing-imports-platform',
      comment:
        'platform/ is put around the contexts by the composition roots; nothing else imports it.',
      severity: 'error',
      from: { pathNot: ['src/platform/', COMPOSITION_ROOTS] },
      to: { path: 'src/platform/', pathNot: 'node_modules/' },
    },
    {
      name: '6-integrations-import-only-ports',
      comment:
        'An integration imports its own files, ports (modules/*/ports, shared/ports) and what ports ' +
        'and adapters are written with: shared/domain, config, shared/http, shared/queues, shared/redis.',
      severity: 'error',
      from: { path: 'src/integrations/([^/]+)/' },
      to: {
        path: 'src/',
        pathNot: [
          'node_modules/',
          'src/integrations/$1/',
          'src/modules/[^/]+/ports/',
          'src/shared/(ports|domain|http|queues|redis)/',
          'src/config/',
        ],
      },
    },
    {
      name: '7-shared-never-imports-contexts',
      comment:
        'shared/ is the kernel the contexts build on: it imports no module and no integration.',
      severity: 'error',
      from: { path: 'src/shared/' },
      to: { path: ['src/modules/', 'src/integrations/'], pathNot: 'node_modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['require', 'node', 'default'],
    },
  },
};
