// Every refusal is a code (decision 0308): `fail(kind, said(key, params), fields)` with each
// field's line a code too, so the API says it in the reader's language. A sentence written as
// text in a `fail(` call would reach a Marathi customer in English; this fails on any string or
// template literal given as its message or as a field's line, in every file under src/server. Nor
// may a rule's English reach a refusal through a code whose words are only the value it is given.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SAID } from '../../../../src/server/said.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether an expression is text written in place: a string or template literal, or one within ?:, || or ??. */
function isLiteralText(node: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(node)) return isLiteralText(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return true;
  if (ts.isConditionalExpression(node)) return isLiteralText(node.whenTrue) || isLiteralText(node.whenFalse);
  if (ts.isBinaryExpression(node)) return isLiteralText(node.left) || isLiteralText(node.right);
  return false;
}

/** The `fail(` calls of a file whose message or a field's line is text written in place, as 'file:line'. */
function literalRefusals(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'fail') {
      const [, message, fields] = node.arguments;
      if (message && isLiteralText(message)) found.push(at(message));
      if (fields && ts.isObjectLiteralExpression(fields)) {
        for (const property of fields.properties) {
          if (ts.isPropertyAssignment(property) && isLiteralText(property.initializer)) found.push(at(property));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('refusals as codes', () => {
  it('finds a sentence written as text in a fail( call, as message or as a field’s line', () => {
    const planted = [
      "return fail('validation_failed', 'Choose a plan.', { plan_id: said('saidFieldRequired') });",
      "return fail('not_found', said('saidNoSuchItem'), { id: 'unknown item' });",
      `return fail(code, \`Order \${id} has nothing left to pay.\`);`,
      "return fail('conflict', left === 1 ? said('saidVisitOnePlaceLeft') : 'Only a few places are left.');",
      `return fail('conflict', said('saidSlotFull'), { slot: \`\${n} left\` });`,
    ];
    for (const line of planted) expect(literalRefusals('planted.ts', line), line).toHaveLength(1);
    expect(
      literalRefusals(
        'coded.ts',
        "return fail('not_found', said('saidNoSuchItem'), { id: said('saidFieldUnknownItem') });",
      ),
    ).toEqual([]);
  });

  it('src/server gives every fail( a code, for its message and for each field’s line', () => {
    const found = sourceFiles(join(ROOT, 'src/server')).flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      // Only a file that calls fail( is parsed: the parser is the slow part.
      return text.includes('fail(') ? literalRefusals(relative(ROOT, path), text) : [];
    });
    expect(found).toEqual([]);
  }, 60_000);

  it('has no code whose words are only the value it is given, but a status, a provider’s words and the console’s remaining rules', () => {
    const passThrough = Object.entries(SAID)
      .filter(([, words]) => /^\{\w+\}$/.test(words.trim()))
      .map(([key]) => key);
    // saidValue: an order's status code, said as the code it is; saidFieldProviderSays: the payment
    // provider's own words; saidConsoleRule: the English of the console's rules that give no code yet
    // (the catalogue's fields and CSV lines, a content page's problems).
    expect(passThrough.sort()).toEqual(['saidConsoleRule', 'saidFieldProviderSays', 'saidValue']);
  });

  it('says a rule’s English through consoleRule only where the rule gives no code yet', () => {
    const callers = sourceFiles(join(ROOT, 'src'))
      .filter((path) => /\bconsoleRules?\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(ROOT, path))
      .sort();
    expect(callers).toEqual([
      'src/server/said.ts',
      'src/server/services/catalogue/staff-catalogue-csv.ts',
      'src/server/services/catalogue/staff-catalogue.ts',
      'src/server/services/content/content-store.ts',
    ]);
  });
});
