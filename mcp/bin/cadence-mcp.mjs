#!/usr/bin/env node
// Runs the TypeScript entry through tsx, as the platform's own processes do.
import { register } from 'tsx/esm/api';

register();
await import('../src/stdio.ts');
