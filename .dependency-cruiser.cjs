/**
 * The house map (DESIGN.md 'The domain map') as import rules, checked by `npm run typecheck`. A layer imports only the
 * layers under it; `api` imports nothing from `src` but `src/rules`; the browser imports nothing from `api`; no cycles.
 * Imports that broke a rule before the rule existed are listed in .dependency-cruiser-known-violations.json: they
 * are the work still to do, and the list only shrinks (regenerate it with `npm run boundaries:baseline` once one is
 * fixed). A new one fails.
 */
const LAYERS = [
  ['platform', ['db', 'graphql', 'http', 'jobs', 'files', 'workers', 'i18n', 'config', 'platform', 'data-texts', 'manifests']],
  ['adapters', ['adapters']],
  ['identity', ['auth', 'users', 'access-admin', 'account', 'audit']],
  ['base domains', ['catalog', 'credit', 'invoices', 'frames', 'content', 'news', 'marketing-material', 'sales-documents']],
  ['processes', ['cart', 'orders', 'order-payments', 'payments', 'order-confirmation', 'claims', 'pdi', 'retail-sales',
    'third-party', 'click-collect', 'inquiries', 'password-reset', 'upload-area', 'shopping-lists', 'quotes']],
  ['views', ['home', 'sales-overview', 'bonus', 'download-area', 'catalog-analyze', 'sales-area', 'visit-forms']],
];

/** Files that put the whole server together: they may import every layer. */
const ROOTS = [
  '^api/(app|server|env|node-env)\\.ts$', '^api/graphql/(schema|yoga)\\.ts$', '^api/db/(types|migrate|prepare)\\.ts$',
  '^api/db/seed/'
];

const folders = (names) => `^api/(${names.join('|')})/`;

const layerRules = LAYERS.slice(0, -1).map(([layer, names], i) => ({
  name: `${layer.replace(/ /g, '-')}-imports-no-layer-above`,
  comment: `${layer} (api/${names.join(', api/')}) sits under ${LAYERS.slice(i + 1).map(([l]) => l).join(', ')}: it imports none of them`,
  severity: 'error',
  from: { path: folders(names), pathNot: ROOTS },
  to: { path: folders(LAYERS.slice(i + 1).flatMap(([, n]) => n)) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'api-imports-only-src-rules',
      comment: 'the server shares pure rules with the browser (src/rules) and nothing else of it',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^src/', pathNot: '^src/rules/' },
    },
    {
      name: 'browser-imports-no-api',
      comment: 'the browser reaches the server through GraphQL and HTTP, never by importing it',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^api/' },
    },
    {
      name: 'no-cycles-between-folders',
      comment: 'two domain folders that import each other, directly or around a circle through others',
      severity: 'error',
      from: { path: '^(api|src)/([^/]+)/' },
      to: { circular: true, viaSomeNot: '^$1/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
