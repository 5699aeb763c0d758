/**
 * The wire contract holds by construction (ARCHITECTURE: every JSON answer the browser reads has its
 * type in src/wire/, and no store declares one of its own). Read with the TypeScript checker over
 * every file of src/stores/ (and every island or component that calls the API client itself):
 *  - a call of the API client (apiGet, apiPost, apiPut, apiDelete, apiEnvelope) whose answer is used
 *    names its type: `apiGet<X>(…)`, not an answer typed by inference from the function's return type
 *    (an answer left `unknown`, of which only the envelope's message is read, needs none);
 *  - that type is made of types declared in src/wire/ (arrays, unions, Partial / Pick / Omit / Record of
 *    them, primitives and a generic helper's own type parameter allowed); an inline object type
 *    (`apiGet<{ list: … }>`) or a type declared in a store is refused, with the file, line and name.
 * A new answer therefore gets its type in src/wire/, where the server view that builds it imports it too.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const STORES = path.join(ROOT, 'src/stores');
/** Islands and components call the client through the stores; the few that call it themselves are held too. */
const VIEWS = [path.join(ROOT, 'src/islands'), path.join(ROOT, 'src/components')];
const WIRE = path.join(ROOT, 'src/wire') + path.sep;
const CLIENT_CALLS = new Set(['apiGet', 'apiPost', 'apiPut', 'apiDelete', 'apiEnvelope']);
/** Library wrappers whose type arguments are judged in turn. */
const WRAPPERS = new Set(['Partial', 'Pick', 'Omit', 'Record', 'Readonly', 'Array', 'ReadonlyArray', 'Required', 'NonNullable']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

type Finding = { where: string; problem: string };

function audit(): Finding[] {
  const files = [...sourceFiles(STORES), ...VIEWS.flatMap(sourceFiles).filter((f) => /client\/api'/.test(readFileSync(f, 'utf8')))];
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const findings: Finding[] = [];

  for (const file of files) {
    const source = program.getSourceFile(file)!;
    const at = (node: ts.Node) => `${path.relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

    /** Where the declarations of the type named by `name` live, following imports. */
    const declarationsOf = (name: ts.EntityName): ts.Declaration[] => {
      let symbol = checker.getSymbolAtLocation(name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      return symbol?.declarations ?? [];
    };

    const judge = (node: ts.TypeNode, call: ts.Node): void => {
      if (ts.isArrayTypeNode(node)) return judge(node.elementType, call);
      if (ts.isUnionTypeNode(node) || ts.isIntersectionTypeNode(node)) return node.types.forEach((t) => judge(t, call));
      if (ts.isParenthesizedTypeNode(node)) return judge(node.type, call);
      if (ts.isLiteralTypeNode(node) || ts.isTypeOperatorNode(node)) return;
      if (node.kind >= ts.SyntaxKind.FirstKeyword && node.kind <= ts.SyntaxKind.LastKeyword) return; // string, number, void, unknown, null…
      if (ts.isTypeLiteralNode(node)) {
        findings.push({ where: at(call), problem: `inline answer type ${node.getText(source)}: declare it in src/wire/` });
        return;
      }
      if (ts.isTypeReferenceNode(node)) {
        const name = node.typeName.getText(source);
        if (WRAPPERS.has(name)) return node.typeArguments?.forEach((t) => judge(t, call));
        const declarations = declarationsOf(node.typeName);
        if (declarations.some((d) => ts.isTypeParameterDeclaration(d))) return; // a generic helper's own T
        const alias = declarations.find(ts.isTypeAliasDeclaration);
        if (alias && !ts.isTypeLiteralNode(alias.type) && !alias.getSourceFile().fileName.startsWith(WIRE)) return judge(alias.type, call); // a store's other name for a wire type
        if (declarations.length > 0 && declarations.every((d) => d.getSourceFile().fileName.startsWith(WIRE))) return node.typeArguments?.forEach((t) => judge(t, call));
        const home = declarations[0] ? path.relative(ROOT, declarations[0].getSourceFile().fileName) : 'nowhere';
        findings.push({ where: at(call), problem: `answer type ${name} is declared in ${home}, not in src/wire/` });
        return;
      }
      findings.push({ where: at(call), problem: `answer type ${node.getText(source)} is not a src/wire type` });
    };

    /** The answer of `call` is thrown away (`await apiPost(…);`, `void apiPost(…)`). */
    const discarded = (call: ts.CallExpression): boolean => {
      let node: ts.Node = call;
      while (ts.isAwaitExpression(node.parent) || ts.isVoidExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
      return ts.isExpressionStatement(node.parent);
    };

    /** The answer's data is `unknown` (only the envelope's message is read): nothing of it is trusted. */
    const readsNothing = (call: ts.CallExpression): boolean => /^Promise<(Envelope<)?unknown>?>$/.test(checker.typeToString(checker.getTypeAtLocation(call)));

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CLIENT_CALLS.has(node.expression.text)) {
        const typeArgument = node.typeArguments?.[0];
        if (typeArgument) judge(typeArgument, node);
        else if (!discarded(node) && !readsNothing(node)) findings.push({ where: at(node), problem: `${node.expression.text}(…) answer used without a src/wire type argument` });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

describe('the wire contract of the stores', () => {
  it('every API answer a store reads is typed with a type declared in src/wire/', () => {
    expect(audit()).toEqual([]);
  }, 60_000);
});
