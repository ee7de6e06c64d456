import type { CallExpression, Expression, Node as EstreeNode, Program, SimpleLiteral } from 'estree';
import type { Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';

type RequireCall = CallExpression & { arguments: [SimpleLiteral & { value: string }] };

function isRequireCall(node: unknown): node is RequireCall {
  const call = node as Partial<CallExpression> | null;
  if (call?.type !== 'CallExpression' || call.callee?.type !== 'Identifier' || call.callee.name !== 'require' || call.arguments?.length !== 1) return false;
  const [arg] = call.arguments;
  return arg.type === 'Literal' && typeof arg.value === 'string';
}

/** The estree programs an MDX node carries: an expression's or ESM block's own, and its JSX attributes'. */
function programsOf(node: { type: string; data?: unknown; attributes?: unknown[] }): Program[] {
  const programs: Program[] = [];
  const own = (node.data as { estree?: Program } | undefined)?.estree;
  if (own) programs.push(own);
  for (const attribute of (node.attributes ?? []) as { type: string; data?: { estree?: Program }; value?: unknown }[]) {
    const value = attribute.value as { data?: { estree?: Program } } | null | undefined;
    const program = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : typeof value === 'object' ? value?.data?.estree : undefined;
    if (program) programs.push(program);
  }
  return programs;
}

/** Replaces every `require('<literal>')` below `node` with the identifier `nameOf` gives its source. */
function replaceCalls(node: unknown, nameOf: (source: string) => string): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (key === 'loc' || key === 'range') continue;
    const value = record[key];
    if (Array.isArray(value)) {
      value.forEach((item, i) => (isRequireCall(item) ? (value[i] = { type: 'Identifier', name: nameOf(item.arguments[0].value) }) : replaceCalls(item, nameOf)));
    } else if (isRequireCall(value)) {
      record[key] = { type: 'Identifier', name: nameOf(value.arguments[0].value) };
    } else replaceCalls(value, nameOf);
  }
}

/**
 * `require('./diagram.png')` in an MDX expression, Docusaurus's way of showing a file of the site, reads
 * the module as an import does: each call becomes a constant the body declares at its top from the
 * bundled module (a call inside the content's component cannot reach the body's own arguments).
 * `found` is told each source, with the node it appeared in.
 */
export function requiresAsImports(tree: Root, moduleOf: (source: string) => Expression, found: (source: string, node: { position?: { start: { line: number } } }) => void): void {
  const names = new Map<string, string>();
  visit(tree, (node) => {
    for (const program of programsOf(node as never)) {
      replaceCalls(program as EstreeNode, (source) => {
        if (!names.has(source)) {
          names.set(source, `__lecternRequired${names.size}`);
          found(source, node);
        }
        return names.get(source)!;
      });
    }
  });
  if (!names.size) return;
  const body = [...names].map(([source, name]) => ({ type: 'VariableDeclaration' as const, kind: 'const' as const, declarations: [{ type: 'VariableDeclarator' as const, id: { type: 'Identifier' as const, name }, init: moduleOf(source) }] }));
  const declarations: MdxjsEsm = { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body } } };
  tree.children.unshift(declarations);
}
