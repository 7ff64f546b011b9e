import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { ApiClient } from '../testing/api-client';
import { startTestApp } from '../testing/start-test-app';

const SCHEMA_FILE = join(__dirname, '..', '..', 'schema.graphql');

describe('apps/api/schema.graphql', () => {
  it('is the schema the API serves (regenerate with WARGAMES_WRITE_SCHEMA=1)', async () => {
    const app = await startTestApp();
    try {
      const response = await new ApiClient(app.url).graphql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
      const served = `${printSchema(buildClientSchema(response.body.data as IntrospectionQuery))}\n`;
      if (process.env['WARGAMES_WRITE_SCHEMA'] === '1') writeFileSync(SCHEMA_FILE, served);
      expect(existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : '').toBe(served);
    } finally {
      await app.close();
    }
  });
});
