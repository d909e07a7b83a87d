// Writes docs/roles.md, the role table, from the contracts (`npm run docs:roles`).
import { writeFileSync } from 'node:fs';
import * as contracts from '@cadence/contracts';
import { endpointsIn, renderRoleTable } from '../libs/contracts/src/role-table';

const target = new URL('../docs/roles.md', import.meta.url);
writeFileSync(target, renderRoleTable(endpointsIn(contracts)));
process.stdout.write(`wrote ${target.pathname}\n`);
