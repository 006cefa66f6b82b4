import { defineConfig } from 'drizzle-kit';

// Offline generation only: drizzle-kit never connects to a database here (`generate`, not `push`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
