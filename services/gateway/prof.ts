import { buildGateway } from '@cadence/gateway';
const p = await buildGateway({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/smoke', DATA_DIR: '/tmp/prof-data', PORT: '3777', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000000' });
await p.listen();
console.log('ready');
process.on('SIGINT', async () => { await p.close(); process.exit(0); });
