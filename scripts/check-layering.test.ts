import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const CHECKER = path.resolve(import.meta.dirname, 'check-layering.mjs');
const REPO = path.resolve(import.meta.dirname, '..');

/** A tree that follows every rule, including each allowed exception the checker names. */
const CLEAN: Record<string, string> = {
  'apps/api/src/db/database.ts': "import { Kysely, sql } from 'kysely';\nexport { Kysely, sql };\n",
  'apps/api/src/modules/properties/property.repository.ts':
    "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n",
  'apps/api/src/modules/properties/property.service.ts': [
    "import type { Kysely } from 'kysely';",
    "import { type Sql, type Raw } from 'kysely';",
    "import { one } from './property.repository.js';",
    "import { maskMobile } from '../listings/listing.presenter.js';",
    '// comments are not code: import { sql } from "kysely"; deps.db.selectFrom("users")',
    'export const service = { one, maskMobile };',
    'export type Db = Kysely<unknown> | Sql | Raw;',
  ].join('\n'),
  'apps/api/src/modules/listings/listing.presenter.ts': 'export const maskMobile = (s: string) => s;\n',
  'apps/api/src/modules/homepage/homepage.service.ts': [
    "import { service } from '../properties/property.service.js';",
    "import type { PropertyRow } from '../properties/property.repository.js';",
    'export const homepage = { service } as { service: unknown; row?: PropertyRow };',
  ].join('\n'),
  'apps/web/src/features/search/search-form.tsx':
    "import { chip } from './chip';\nimport { Button } from '@/components/ui/button';\nexport { chip, Button };\n",
  'apps/web/src/features/search/chip.ts': 'export const chip = 1;\n',
  'apps/web/src/components/ui/button.tsx': 'export const Button = 1;\n',
  'apps/web/src/app/search/page.tsx':
    "import { chip } from '@/features/search/chip';\nimport { meta } from '../layout-meta';\nexport default () => [chip, meta];\n",
  'apps/web/src/app/layout-meta.ts': 'export const meta = 1;\n',
};

/** One deliberate violation of each rule: file, content, and the `file:line [rule]` expected. */
const VIOLATIONS = [
  {
    rule: 'kysely-outside-repository',
    file: 'apps/api/src/modules/seo/seo.service.ts',
    content: "// sitemap\nimport { sql } from 'kysely';\nexport const ref = sql.ref('id');\n",
    line: 2,
  },
  {
    rule: 'query-outside-repository',
    file: 'apps/api/src/modules/contact/contact.service.ts',
    content:
      "import type { Deps } from './deps.js';\nexport async function save(deps: Deps) {\n  await deps.db.insertInto('contact_messages').execute();\n}\n",
    line: 3,
  },
  {
    rule: 'module-internals',
    file: 'apps/api/src/modules/agents/agent.service.ts',
    content:
      "import type { X } from './x.js';\n\nimport {\n  one,\n} from '../properties/property.repository.js';\nexport const a = one as X;\n",
    line: 3,
  },
  {
    rule: 'web-feature-import',
    file: 'apps/web/src/features/home/home-page.tsx',
    content: "import { chip } from '@/features/search/chip';\nexport const page = chip;\n",
    line: 1,
  },
  {
    rule: 'web-app-import',
    file: 'apps/web/src/lib/meta.ts',
    content: "import { meta } from '../app/layout-meta';\nexport const m = meta;\n",
    line: 1,
  },
];

const roots: string[] = [];

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'layering-'));
  roots.push(root);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

function check(root: string) {
  const run = spawnSync(process.execPath, [CHECKER, '--root', root], { encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr, stdout: run.stdout };
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('check-layering', () => {
  it('passes a tree that keeps every rule, type-only imports and the shared listings folder included', () => {
    const result = check(tree(CLEAN));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  for (const violation of VIOLATIONS) {
    it(`reports ${violation.rule} with file:line and exits 1`, () => {
      const result = check(tree({ ...CLEAN, [violation.file]: violation.content }));
      expect(result.status).toBe(1);
      const lines = result.stderr.split('\n').filter((l) => l.includes('['));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`${violation.file}:${violation.line} [${violation.rule}]`);
    });
  }

  it('reports every violation of a tree that breaks all the rules at once', () => {
    const files = { ...CLEAN };
    for (const v of VIOLATIONS) files[v.file] = v.content;
    const result = check(tree(files));
    expect(result.status).toBe(1);
    for (const v of VIOLATIONS) expect(result.stderr).toContain(`${v.file}:${v.line} [${v.rule}]`);
  });

  it("lets a test file import another module's repository, but not build a query of its own", () => {
    const file = 'apps/api/src/modules/agents/agent.test.ts';
    const imports = [
      "import { one } from '../properties/property.repository.js';",
      "import { insertRow } from '../../db/testing/rows.js';",
      'export const setup = [one, insertRow];',
    ];
    const allowed = check(tree({ ...CLEAN, [file]: `${imports.join('\n')}\n` }));
    expect(allowed.stderr).toBe('');
    expect(allowed.status).toBe(0);

    const querying = [...imports, "export const rows = (db: any) => db.selectFrom('users').execute();"];
    const refused = check(tree({ ...CLEAN, [file]: `${querying.join('\n')}\n` }));
    expect(refused.status).toBe(1);
    const lines = refused.stderr.split('\n').filter((l) => l.includes('['));
    expect(lines).toEqual([expect.stringContaining(`${file}:4 [query-outside-repository]`)]);
  });

  it('keeps kysely out of test files too', () => {
    const file = 'apps/api/src/modules/agents/agent.test.ts';
    const result = check(
      tree({ ...CLEAN, [file]: "import { sql } from 'kysely';\nexport const s = sql;\n" }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}:1 [kysely-outside-repository]`);
  });

  it('passes the repository itself', () => {
    const result = check(REPO);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
