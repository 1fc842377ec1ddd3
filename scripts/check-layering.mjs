// The layering rules `npm run lint` enforces after Biome (Biome's restricted-imports rule cannot
// tell one module folder from another, so the import graph is checked here):
//
//  kysely-outside-repository  `kysely` is imported as a value only in `*.repository.ts` files and
//     under apps/api/src/db/. Type-only imports are allowed anywhere: a type cannot run a query,
//     and services need `Kysely<DB>` to hand the connection to their repositories.
//  query-outside-repository  the same files are the only ones that build queries: no
//     selectFrom / insertInto / updateTable / deleteFrom / sql`…` anywhere else in apps/api/src, so
//     a service cannot reach around its repository through `deps.db`.
//  module-internals  an API module (apps/api/src/modules/<a>/) imports values from another
//     module <b> only through <b>'s `*.service.ts` files; type-only imports are allowed (services
//     are typed with each other's types). modules/listings/ is the one shared place: helpers that
//     properties, projects and agents all need (viewer keys, posted-since cutoffs, contact
//     masking, the operator as listing owner, view counting) live there once instead of being
//     imported from one of those modules' internals.
//     Test code is exempt from this rule only: `*.test.ts` files and apps/api/src/testing/ set up
//     and inspect state through other modules' internals (a repository to plant a row, a token
//     hasher to find a session), which is what a test is for and ships nothing. The two rules
//     above still apply to tests, so their direct reads and writes go through the shared
//     factories and row helpers in apps/api/src/db/testing/ instead of queries of their own.
//  web-feature-import  apps/web/src/features/<a>/ never imports from features/<b>/ (not even
//     types): a feature that needs another's part means that part belongs in components/ or lib/.
//  web-app-import  nothing outside apps/web/src/app/ imports from app/: app/ holds routes only.
//
// A violation prints `file:line [rule] explanation`; any violation exits 1.
// Usage: node scripts/check-layering.mjs [--root <dir>]   (default: the current directory)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCANNED = ['apps/api/src', 'apps/web/src', 'packages/shared/src'];
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|jsx)$/;
const SKIPPED_DIRS = new Set(['node_modules', '.next', 'dist']);
const SHARED_MODULE = 'listings';

const QUERY_CALL = /\.(selectFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\s*\(|\bsql\s*`/g;

const under = (rel, dir) => rel === dir || rel.startsWith(`${dir}/`);
const isTestCode = (rel) =>
  /\.test\.(ts|tsx|mts|cts|js|mjs)$/.test(rel) || under(rel, 'apps/api/src/testing');
const mayQuery = (rel) => rel.endsWith('.repository.ts') || under(rel, 'apps/api/src/db');

/** Query builder calls in a file that may not build queries. */
function checkQueries(rel, text) {
  if (!under(rel, 'apps/api/src') || mayQuery(rel)) return [];
  const code = stripComments(text);
  return [...code.matchAll(QUERY_CALL)].map((m) => ({
    file: rel,
    line: code.slice(0, m.index).split('\n').length,
    rule: 'query-outside-repository',
    specifier: m[1] ?? 'sql`',
    message: 'queries belong in a *.repository.ts file or apps/api/src/db/',
  }));
}

function listFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Blanks comments (keeping newlines, so offsets still give line numbers); strings stay. */
function stripComments(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\') j++;
        else if (c !== '`' && text[j] === '\n') break;
        j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const STATIC_IMPORT = /\b(import|export)(\s+type)?\s+([\w$*\s{},]*?)\s*from\s*(['"])([^'"\n]+)\4/g;
const BARE_IMPORT = /\bimport\s*(['"])([^'"\n]+)\1/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** Every import of a file: specifier, 1-based line, and whether it can only bring in types. */
export function parseImports(text) {
  const code = stripComments(text);
  const lineAt = (index) => code.slice(0, index).split('\n').length;
  const found = [];
  for (const m of code.matchAll(STATIC_IMPORT)) {
    const clause = m[3].trim();
    const braces = clause.match(/^\{([\s\S]*)\}$/);
    const allTypeSpecifiers =
      braces !== null &&
      braces[1].split(',').filter((s) => s.trim() !== '').length > 0 &&
      braces[1]
        .split(',')
        .filter((s) => s.trim() !== '')
        .every((s) => /^type\s/.test(s.trim()));
    found.push({ specifier: m[5], line: lineAt(m.index), typeOnly: m[2] !== undefined || allTypeSpecifiers });
  }
  for (const m of code.matchAll(BARE_IMPORT)) {
    found.push({ specifier: m[2], line: lineAt(m.index), typeOnly: false });
  }
  for (const m of code.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: m[2], line: lineAt(m.index), typeOnly: false });
  }
  return found;
}

/** The repository-relative path an import points at (extension dropped), or null for packages. */
function resolveTarget(fileRel, specifier) {
  let target;
  if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(fileRel), specifier);
  else if (specifier.startsWith('@/') && fileRel.startsWith('apps/web/')) {
    target = path.posix.join('apps/web/src', specifier.slice(2));
  } else return null;
  return target.replace(/\.(ts|tsx|mts|cts|js|mjs|jsx)$/, '');
}

const segmentAfter = (rel, dir) => (under(rel, dir) ? rel.slice(dir.length + 1).split('/')[0] : null);

function checkImport(fileRel, imp) {
  const problems = [];
  const target = resolveTarget(fileRel, imp.specifier);
  const isKysely = imp.specifier === 'kysely' || imp.specifier.startsWith('kysely/');
  if (isKysely && !imp.typeOnly && !mayQuery(fileRel)) {
    problems.push([
      'kysely-outside-repository',
      'queries belong in a *.repository.ts file or apps/api/src/db/ (import type is allowed)',
    ]);
  }
  if (target === null) return problems;

  const modules = 'apps/api/src/modules';
  const fromModule = segmentAfter(fileRel, modules);
  const toModule = segmentAfter(target, modules);
  const inFolder = (rel) => rel.split('/').length > modules.split('/').length + 1;
  if (
    fromModule &&
    toModule &&
    inFolder(fileRel) &&
    inFolder(target) &&
    fromModule !== toModule &&
    toModule !== SHARED_MODULE &&
    !isTestCode(fileRel) &&
    !imp.typeOnly &&
    !target.endsWith('.service')
  ) {
    problems.push([
      'module-internals',
      `module "${fromModule}" uses "${toModule}" only through its *.service.ts (or a type-only import)`,
    ]);
  }

  const features = 'apps/web/src/features';
  const fromFeature = segmentAfter(fileRel, features);
  const toFeature = segmentAfter(target, features);
  if (fromFeature && toFeature && fromFeature !== toFeature && inFeatureFolder(fileRel, target)) {
    problems.push([
      'web-feature-import',
      `feature "${fromFeature}" must not import feature "${toFeature}"; share it via components/ or lib/`,
    ]);
  }

  const appDir = 'apps/web/src/app';
  if (under(target, appDir) && !under(fileRel, appDir)) {
    problems.push(['web-app-import', 'app/ holds routes only; move what is shared out of app/']);
  }
  return problems;
}

function inFeatureFolder(fileRel, target) {
  const depth = 'apps/web/src/features'.split('/').length + 1;
  return fileRel.split('/').length > depth && target.split('/').length > depth;
}

/** All violations under `root`, sorted by file and line. */
export function checkLayering(root) {
  const violations = [];
  for (const dir of SCANNED) {
    for (const file of listFiles(path.join(root, dir))) {
      const rel = path.relative(root, file).split(path.sep).join('/');
      const text = readFileSync(file, 'utf8');
      violations.push(...checkQueries(rel, text));
      for (const imp of parseImports(text)) {
        for (const [rule, message] of checkImport(rel, imp)) {
          violations.push({ file: rel, line: imp.line, rule, message, specifier: imp.specifier });
        }
      }
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const flag = process.argv.indexOf('--root');
  const root = path.resolve(flag === -1 ? '.' : process.argv[flag + 1]);
  const violations = checkLayering(root);
  for (const v of violations) {
    process.stderr.write(`${v.file}:${v.line} [${v.rule}] '${v.specifier}': ${v.message}\n`);
  }
  if (violations.length > 0) {
    process.stderr.write(
      `${violations.length} layering violation(s); the rules are at the top of ${path.relative(process.cwd(), fileURLToPath(import.meta.url))}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('Layering: no violations.\n');
}
