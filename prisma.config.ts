// Prisma CLI configuration (Prisma 7). The URL is only needed by `prisma migrate deploy` on machines that have
// Prisma's schema engine; this project applies the same migrations itself (see prisma/README.md).
import { defineConfig } from 'prisma/config';

const url = process.env['DATABASE_URL'];

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  ...(url ? { datasource: { url } } : {}),
});
