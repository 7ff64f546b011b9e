import { GraphQLError, Kind, type DocumentNode, type SelectionSetNode, type ValidationRule } from 'graphql';

/**
 * Refuses an operation whose fields nest deeper than `maxDepth` (introspection fields, `__…`, are not counted).
 * Fragments are measured once each and without recursion, so a fragment cycle, an unknown fragment or a long chain
 * of fragments cannot overflow the stack: cycles and unknown names are left to graphql-js's own rules, which
 * report them.
 */
export function operationDepthRule(maxDepth: number): ValidationRule {
  return (context) => {
    const depths = fragmentDepths(context.getDocument());
    if (depths === 'cycle') return {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (selectionDepth(definition.selectionSet, depths) > maxDepth) {
        const name = definition.name?.value ?? '';
        context.reportError(new GraphQLError(`'${name}' exceeds maximum operation depth of ${maxDepth}`, { nodes: [definition] }));
      }
    }
    return {};
  };
}

/** How deep the fields of a selection set nest, with each fragment spread counted as its fragment's depth. */
function selectionDepth(root: SelectionSetNode, fragments: ReadonlyMap<string, number>): number {
  let deepest = 0;
  const pending: { set: SelectionSetNode; level: number }[] = [{ set: root, level: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const selection of next.set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        deepest = Math.max(deepest, next.level + 1);
        if (selection.selectionSet) pending.push({ set: selection.selectionSet, level: next.level + 1 });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        pending.push({ set: selection.selectionSet, level: next.level });
      } else {
        deepest = Math.max(deepest, next.level + (fragments.get(selection.name.value) ?? 0));
      }
    }
  }
  return deepest;
}

/** Each fragment's depth, fragments it spreads first (depth-first, with an explicit stack); 'cycle' if one spreads itself. */
function fragmentDepths(document: DocumentNode): Map<string, number> | 'cycle' {
  const definitions = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) definitions.set(definition.name.value, definition.selectionSet);
  }
  const depths = new Map<string, number>();
  const onPath = new Set<string>();
  for (const start of definitions.keys()) {
    const stack = [start];
    while (stack.length > 0) {
      const name = stack[stack.length - 1] as string;
      onPath.add(name);
      const waiting = spreadNames(definitions.get(name) as SelectionSetNode).filter((spread) => definitions.has(spread) && !depths.has(spread));
      if (waiting.some((spread) => onPath.has(spread))) return 'cycle';
      if (waiting.length > 0) {
        stack.push(...waiting);
        continue;
      }
      stack.pop();
      onPath.delete(name);
      if (!depths.has(name)) depths.set(name, selectionDepth(definitions.get(name) as SelectionSetNode, depths));
    }
  }
  return depths;
}

/** The fragments a selection set spreads, at any level of it. */
function spreadNames(root: SelectionSetNode): string[] {
  const names: string[] = [];
  const pending = [root];
  for (let set = pending.pop(); set; set = pending.pop()) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) names.push(selection.name.value);
      else if (selection.selectionSet) pending.push(selection.selectionSet);
    }
  }
  return names;
}
