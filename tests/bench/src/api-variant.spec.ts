import { join } from 'node:path';
import { databaseUrlFor, parseVariant, parseVariants } from './api-variant';

describe('an A/B variant, from its words', () => {
  it('reads the build, the environment, the socket and Node flags', () => {
    expect(parseVariant('dist MALLOC_ARENA_MAX=0 --optimize-for-size socket=/var/run/postgresql')).toEqual({
      label: 'dist MALLOC_ARENA_MAX=0 --optimize-for-size socket=/var/run/postgresql',
      build: 'dist',
      env: { MALLOC_ARENA_MAX: '0' },
      nodeArgs: ['--optimize-for-size'],
      socketDir: '/var/run/postgresql',
      processes: 1,
      ownCore: false,
    });
    expect(parseVariant('')).toMatchObject({ label: '(default)', build: 'dev', env: {}, nodeArgs: [], processes: 1, ownCore: false });
  });

  it('reads the variants a script is given, or its default one when it is given none', () => {
    expect(parseVariants(['dist', 'dist own-core'], '').map((variant) => variant.label)).toEqual(['dist', 'dist own-core']);
    expect(parseVariants([], 'dist')).toEqual([parseVariant('dist')]);
    expect(parseVariants([], '')).toEqual([parseVariant('')]);
  });

  it('gives the API a core of its own when the variant asks for it, not as a Node flag', () => {
    expect(parseVariant('dist own-core')).toMatchObject({ build: 'dist', ownCore: true, nodeArgs: [] });
  });

  it('starts several API processes when the variant asks for them', () => {
    expect(parseVariant('dist processes=2')).toMatchObject({ build: 'dist', processes: 2, nodeArgs: [] });
    expect(() => parseVariant('processes=0')).toThrow('processes=0');
  });

  it('runs the API built in another tree, so that two commits can be compared end to end', () => {
    expect(parseVariant('dist=/tmp/other-commit').build).toEqual({ builtEntry: join('/tmp/other-commit', 'dist', 'apps', 'api', 'main.js') });
  });

  it("runs the API on this process's Node, or on a binary named, instead of production's release", () => {
    expect(parseVariant('dist').nodeBinary).toBeUndefined();
    expect(parseVariant('dist node=machine').nodeBinary).toBe(process.execPath);
    expect(parseVariant('dist node=/opt/node-22/bin/node')).toMatchObject({ nodeBinary: '/opt/node-22/bin/node', nodeArgs: [] });
  });

  it('reaches Postgres through its Unix socket when the variant names one', () => {
    const url = databaseUrlFor(parseVariant('socket=/var/run/postgresql'), 'postgresql://postgres@127.0.0.1:5432/bench');
    expect(url).toBe('postgresql://postgres@localhost/bench?host=%2Fvar%2Frun%2Fpostgresql');
  });
});
