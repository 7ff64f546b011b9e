import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { operationDepthRule } from './operation-depth.rule';

const schema = buildSchema('type Node { id: ID, next: Node } type Query { node: Node }');
const messages = (query: string, maxDepth = 3, rules = specifiedRules) => validate(schema, parse(query), [...rules, operationDepthRule(maxDepth)]).map((error) => error.message);

describe('operationDepthRule', () => {
  it('counts nested fields, through fragments and inline fragments, and refuses past the limit', () => {
    expect(messages('{ node { next { id } } }')).toEqual([]);
    expect(messages('query Deep { node { next { next { id } } } }')).toEqual(["'Deep' exceeds maximum operation depth of 3"]);
    expect(messages('{ ...A } fragment A on Query { node { ...B } } fragment B on Node { ... on Node { next { next { id } } } }')).toEqual([
      "'' exceeds maximum operation depth of 3",
    ]);
  });

  it('does not count introspection fields', () => {
    expect(messages('{ __schema { types { fields { type { ofType { name } } } } } }', 2)).toEqual([]);
  });

  it('leaves fragment cycles and unknown fragments to the rules of graphql-js instead of failing', () => {
    expect(messages('{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }')).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
    expect(messages('{ node { ...Missing } }')).toEqual(['Unknown fragment "Missing".']);
  });

  // graphql-js's own NoFragmentCyclesRule recurses on such a chain (the token limit keeps documents small): alone here.
  it('measures a chain of 20 000 fragments without recursion, and a fragment spread twice at every level at once', () => {
    const chain = Array.from({ length: 20_000 }, (_, i) => `fragment F${i} on Node { ${i === 19_999 ? 'next { next { next { id } } }' : `...F${i + 1}`} }`);
    expect(messages(`{ node { ...F0 } } ${chain.join(' ')}`, 5, [])).toEqual([]);
    expect(messages(`{ node { ...F0 } } ${chain.join(' ')}`, 4, [])).toEqual(["'' exceeds maximum operation depth of 4"]);
    const doubling = Array.from({ length: 40 }, (_, i) => `fragment D${i} on Node { ${i === 39 ? 'id' : `a: next { ...D${i + 1} } b: next { ...D${i + 1} }`} }`);
    expect(messages(`{ node { ...D0 } } ${doubling.join(' ')}`, 50)).toEqual([]);
  });
});
