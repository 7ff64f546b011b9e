declare module 'graphql-depth-limit' {
  import type { ValidationRule } from 'graphql';

  export default function depthLimit(
    maxDepth: number,
    options?: { ignore?: (string | RegExp | ((name: string) => boolean))[] },
    callback?: (depths: Record<string, number>) => void,
  ): ValidationRule;
}
