import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps services off the outbox's couriers (eslint.config.js): a service records what
 * must leave the box with ctx.outbox and never imports mail/ or group/. Linted as a file in services/ would
 * be, so the rule is shown to refuse such an import — and to let the outbox's port through.
 */
const ROOT = join(import.meta.dirname, '../..');

const eslint = new ESLint({ cwd: ROOT });

async function restrictedImports(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'lan-server/services/anyService.ts') });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// Loading the lint configuration (typescript-eslint and its plugins) takes seconds on a busy machine.
describe('services never import mail/ or group/', { timeout: 60_000 }, () => {
  it.each([
    "import { mailCourier } from '../mail/courier';\nexport const x = mailCourier;\n",
    "import type { Courier } from '../group/relay';\nexport type X = Courier;\n",
  ])('refuses %s', async (code) => {
    const messages = await restrictedImports(code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('services/ may not import mail/ or group/');
  });

  it('lets a service use the outbox port', async () => {
    const code = "import type { ChannelRules } from '../outbox/port';\nexport type X = ChannelRules;\n";
    expect(await restrictedImports(code)).toEqual([]);
  });
});
