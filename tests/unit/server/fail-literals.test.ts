// Every refusal is a code (decision 0308): `fail(kind, said(key, params), fields)` with each
// field's line a code too, so the API says it in the reader's language. A sentence written as
// text in a `fail(` call would reach a Marathi customer in English; this fails on any string or
// template literal given as its message or as a field's line, in every file under src/server.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

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
});
