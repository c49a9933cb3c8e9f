// The code generator's proof alone (see CODEGEN_PROOF in vitest.config.ts): its own tier, its own report.
import { defineConfig } from 'vitest/config';
import { apiTestOptions, CODEGEN_PROOF } from './vitest.config.ts';

export default defineConfig({
  test: { ...apiTestOptions, include: CODEGEN_PROOF },
});
