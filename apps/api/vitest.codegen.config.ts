// The code generator's proof alone (see CODEGEN_PROOF in vitest.config.ts): its own tier, its own report.
import { defineConfig, mergeConfig } from 'vitest/config';
import base, { CODEGEN_PROOF } from './vitest.config.ts';

export default mergeConfig(base, defineConfig({
  test: { include: CODEGEN_PROOF, exclude: [] },
}));
