import { defineConfig } from 'tsup';

export default defineConfig({
  // `format` is an entry of its own, so `@sprint/ui/format` loads neither React nor
  // styled-components: code both entries share goes to a chunk that imports only what it uses.
  entry: { index: 'src/index.ts', format: 'src/format/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'react-dom', 'styled-components'],
});
