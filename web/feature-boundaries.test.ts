import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'import-x/no-restricted-paths';

/**
 * The workspace's own lint config without its type-aware block: that block builds a TypeScript program
 * for the whole app (tens of seconds), and the boundary rule needs only resolved paths.
 */
async function linter() {
  const configFile = new URL('../eslint.config.js', import.meta.url).href;
  const { default: config } = (await import(configFile)) as { default: Linter.Config[] };
  const typeAware = (block: Linter.Config) =>
    Boolean(
      (block.languageOptions?.parserOptions as { projectService?: unknown } | undefined)
        ?.projectService,
    );
  const untyped = config.filter((block) => !typeAware(block));
  return new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: untyped });
}

async function boundaryErrors(eslint: ESLint, file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/web/src/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE);
}

describe('feature boundaries, judged on resolved paths', () => {
  let eslint: ESLint;
  // Loading the plugins and resolving the first imports takes seconds on a busy machine.
  beforeAll(async () => {
    eslint = await linter();
  }, 60_000);

  it('fails a feature importing another feature, by relative path or by alias', async () => {
    const relative = await boundaryErrors(
      eslint,
      'features/jobs/components/planted.tsx',
      "import { useInbox } from '../../messaging/inbox';\nexport default useInbox;\n",
    );
    const aliased = await boundaryErrors(
      eslint,
      'features/jobs/components/planted.tsx',
      "import { useInbox } from '@/features/messaging/inbox';\nexport default useInbox;\n",
    );
    expect(relative).toHaveLength(1);
    expect(aliased).toHaveLength(1);
  }, 30_000);

  it('fails shared code importing a feature or the app, and lets a feature import shared code and itself', async () => {
    expect(
      await boundaryErrors(
        eslint,
        'lib/planted.ts',
        "export { PAGE_THREADS } from '../features/messaging/inbox';\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        eslint,
        'components/planted.ts',
        "export { router } from '@/app/router';\n",
      ),
    ).toHaveLength(1);
    const allowed =
      "export { pageCount } from '@/lib/paging';\nexport { PAGE_THREADS } from '../inbox';\n";
    expect(
      await boundaryErrors(eslint, 'features/messaging/components/planted.ts', allowed),
    ).toEqual([]);
  }, 30_000);
});
