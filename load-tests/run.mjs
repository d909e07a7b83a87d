// `npm run bench [-- <name>...] [--quick] [--help]`: the benchmark runner (see README.md).
// The benchmarks are TypeScript; this entry registers tsx, as scripts/start.mjs does.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
