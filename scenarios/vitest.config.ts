import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'scenarios', include: ['test/**/*.test.ts'], passWithNoTests: true },
});
