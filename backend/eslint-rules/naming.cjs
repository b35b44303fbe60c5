// The backend's naming scheme (docs/architecture.md, "File names"), as two ESLint rules:
// - file-names: a file's name says what it is (ports end in .port.ts, database adapters in
//   .sql-repository.ts or .read-model.ts, other adapters in -<port>.ts) and no retired kind is left;
// - alias-imports: an import that leaves its area (a context, an integration, shared/, ...) or
//   climbs three folders uses the path alias (@shared/..., backend/tsconfig.paths.json); one that
//   stays inside its area is relative.
// backend/test/architecture/file-names.int-spec.ts proves both fail when broken.
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SRC = path.join(ROOT, 'backend/src');
const ALIASED = Object.keys(require('../tsconfig.paths.json').compilerOptions.paths).map((a) =>
  a.slice(1, -2),
);
const RETIRED = [
  'typeorm-repository',
  'sql-store',
  'store',
  'copy',
  'sql',
  'query',
  'reader',
  'repository',
  'ledger',
];
const INFRA_KINDS = ['', 'sql-repository', 'read-model', 'orm-entity', 'mapper', 'spec'];
const PORT_KIND = /-(repository|read-model|reader|store|source|finder)$/;
// Jest runs its global setup and teardown outside its module map (no moduleNameMapper): relative.
const OUTSIDE_JEST_MAP = /^backend\/test\/setup\/global-/;
const SQL_TEXT = /[`'"]\s*(SELECT|INSERT|UPDATE|DELETE|WITH|COPY)\s/;
const SQL_WRITE = /\b(INSERT\s+INTO|UPDATE\s+[a-z_]+\s+SET|DELETE\s+FROM)\b/;

const posix = (p) => p.split(path.sep).join('/');
const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
const portSubject = (port) => kebab(port).replace(PORT_KIND, '') || kebab(port);

/** The area of a file: imports inside it are relative, imports leaving it use an alias. */
function area(abs) {
  const r = posix(path.relative(ROOT, abs));
  let m = /^backend\/src\/(modules|integrations)\/([^/]+)\//.exec(r);
  if (m) return `${m[1]}/${m[2]}`;
  m = /^backend\/src\/([^/]+)\//.exec(r);
  if (m) return m[1];
  if (/^backend\/src\/[^/]+$/.test(r)) return 'src-root';
  m = /^([^/]+)\//.exec(r);
  if (m && m[1] === 'backend') return `backend/${r.split('/')[1]}`;
  return m ? m[1] : 'root';
}
function aliasOf(abs) {
  const m = /^backend\/src\/([^/]+)\/(.+)$/.exec(posix(path.relative(ROOT, abs)));
  return m && ALIASED.includes(m[1]) ? `@${m[1]}/${m[2]}` : null;
}

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Backend file names follow docs/architecture.md ("File names")' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(SRC + path.sep) || !file.endsWith('.ts') || file.endsWith('.d.ts'))
      return {};
    const rel = posix(path.relative(SRC, file));
    const dir = path.posix.dirname(rel);
    const name = path.posix.basename(rel, '.ts');
    const dot = name.indexOf('.');
    const stem = dot < 0 ? name : name.slice(0, dot);
    const kind = dot < 0 ? '' : name.slice(dot + 1);
    const inPorts = /(^|\/)ports$/.test(dir);
    const inInfra = /(^|\/)infra$/.test(dir);
    // Adapters live in infra/ and integrations/; elsewhere (a service implementing a handler
    // port) a class may extend a port under any name.
    const adapterHome = inInfra || rel.startsWith('integrations/');
    const portImports = new Set();
    const abstractClasses = [];
    const adapters = []; // port names the file's exported classes extend
    const report = (node, message) => context.report({ node, message });

    return {
      ImportDeclaration(node) {
        const from = String(node.source.value);
        if (/\/ports\//.test(from) || /\.port$/.test(from))
          for (const s of node.specifiers) portImports.add(s.local.name);
      },
      'ExportNamedDeclaration > ClassDeclaration'(node) {
        if (node.abstract) abstractClasses.push(node.id.name);
        if (
          node.superClass &&
          node.superClass.type === 'Identifier' &&
          portImports.has(node.superClass.name)
        )
          adapters.push(node.superClass.name);
      },
      'Program:exit'(program) {
        if (/\.spec$|\.int-spec$/.test(name)) return;
        if (inPorts) {
          if (kind !== 'port')
            return report(program, `A port's file ends in .port.ts (${name}.ts)`);
          if (abstractClasses.length === 1 && stem !== kebab(abstractClasses[0]))
            report(
              program,
              `A port's file is named after its class: ${kebab(abstractClasses[0])}.port.ts`,
            );
          return;
        }
        if (RETIRED.includes(kind) && !(kind === 'query' && /\/http\/dto$/.test(dir)))
          return report(
            program,
            `.${kind}.ts is not a kind of file of the scheme (docs/architecture.md, "File names")`,
          );
        if (inInfra && !INFRA_KINDS.includes(kind))
          return report(
            program,
            `infra/ holds .sql-repository.ts, .read-model.ts, .orm-entity.ts, .mapper.ts and <technology>-<port>.ts files, not .${kind}.ts`,
          );
        const text = context.sourceCode.getText();
        if (kind === 'read-model' && SQL_WRITE.test(text))
          return report(
            program,
            'A read model only reads; a file that writes is a .sql-repository.ts',
          );
        if (!adapters.length || !adapterHome) return;
        const subjects = adapters.map(portSubject);
        if (kind === 'sql-repository' || kind === 'read-model') {
          if (!subjects.includes(stem))
            report(
              program,
              `A database adapter is named after its port: ${subjects[0]}.${kind}.ts`,
            );
          return;
        }
        if (inInfra && SQL_TEXT.test(text))
          return report(
            program,
            `A database adapter is ${subjects[0]}.sql-repository.ts (writes) or ${subjects[0]}.read-model.ts (reads)`,
          );
        const dashed = name.replaceAll('.', '-');
        if (!adapters.map(kebab).some((p) => dashed === p || dashed.endsWith(`-${p}`)))
          report(
            program,
            `An adapter's file name ends in its port's: <technology>-${kebab(adapters[0])}.ts`,
          );
      },
    };
  },
};

const aliasImports = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Imports leaving their area use the path aliases; imports inside it are relative',
    },
    fixable: 'code',
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (literal) => {
      if (!literal || literal.type !== 'Literal' || typeof literal.value !== 'string') return;
      const spec = literal.value;
      let target;
      if (spec.startsWith('./') || spec.startsWith('../'))
        target = path.resolve(path.dirname(file), spec);
      else {
        const m = /^@([a-z-]+)\/(.+)$/.exec(spec);
        if (!m || !ALIASED.includes(m[1])) return;
        target = path.join(SRC, m[1], m[2]);
      }
      const alias = aliasOf(target);
      if (!alias) return;
      let relative = posix(path.relative(path.dirname(file), target));
      if (!relative.startsWith('.')) relative = `./${relative}`;
      const climbs = (relative.match(/\.\.\//g) || []).length;
      const leaves = area(file) !== area(target) || climbs >= 3;
      const wanted =
        leaves && !OUTSIDE_JEST_MAP.test(posix(path.relative(ROOT, file))) ? alias : relative;
      if (wanted !== spec)
        context.report({
          node: literal,
          message: `Import '${wanted}' (aliases for imports that leave their area, relative paths inside it)`,
          fix: (fixer) => fixer.replaceText(literal, `'${wanted}'`),
        });
    };
    const jestCalls = ['mock', 'doMock', 'unmock', 'requireActual', 'requireMock'];
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        const callee = node.callee;
        const isRequire = callee.type === 'Identifier' && callee.name === 'require';
        const isJest =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          jestCalls.includes(callee.property.name);
        if (isRequire || isJest) check(node.arguments[0]);
      },
    };
  },
};

module.exports = { rules: { 'file-names': fileNames, 'alias-imports': aliasImports } };
