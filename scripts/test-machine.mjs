// What `npm test` needs from the machine besides npm: Debian's Chromium (browser tests), the
// WordPress stack, ffmpeg (adapter and media tests), poppler's pdftotext (reports), the JDK and
// Maven (the Kafka broker, started by scripts/test.mjs), and PostgreSQL, Redis and MariaDB
// running. As root on Debian it installs and starts what is missing; anywhere else it stops
// before any test with the one command that would.
//
//   node scripts/test-machine.mjs            prepare the machine (what `npm test` does first)
//   node scripts/test-machine.mjs --dry-run  print what it would run, change nothing
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers, hostAndPort } from './reachable.mjs';

/** An executable on PATH. */
function onPath(name) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** The Debian packages the tests use, each with how to tell it is there (the list .ci/run installed). */
const PACKAGES = [
  { packages: ['chromium'], present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  { packages: ['wordpress'], present: () => existsSync('/usr/share/wordpress') },
  { packages: ['php-fpm', 'php-mysql', 'php-gd', 'php-curl', 'php-xml', 'php-mbstring', 'php-zip'], present: () => onPath('php-fpm8.2') },
  { packages: ['nginx-light'], present: () => onPath('nginx') },
  { packages: ['ffmpeg'], present: () => onPath('ffmpeg') },
  { packages: ['poppler-utils'], present: () => onPath('pdftotext') },
  // Chinese reports' PDFs need a font with CJK glyphs (the smallest Debian ships).
  { packages: ['fonts-wqy-microhei'], present: () => existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc') || existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc') },
  { packages: ['postgresql'], present: () => onPath('pg_ctlcluster') },
  { packages: ['redis-server'], present: () => onPath('redis-server') },
  { packages: ['mariadb-server'], present: () => onPath('mariadbd') || existsSync('/usr/sbin/mariadbd') },
  // Apache Kafka's broker runs on the JDK; Maven fetches it (scripts/kafka.mjs).
  { packages: ['openjdk-17-jdk-headless', 'maven'], present: () => onPath('java') && onPath('mvn') },
];

function postgresVersion() {
  try {
    return readdirSync('/etc/postgresql').sort().at(-1) ?? '15';
  } catch {
    return '15';
  }
}

/** The servers the tests talk to, how to tell each is up, and how to start it. */
function services() {
  const postgres = hostAndPort(process.env.DATABASE_URL ?? 'postgres://127.0.0.1:5432', 5432);
  const redis = hostAndPort(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 6379);
  return [
    { name: 'PostgreSQL', up: () => answers(postgres), start: `pg_ctlcluster --skip-systemctl-redirect ${postgresVersion()} main start` },
    { name: 'Redis', up: () => answers(redis), start: `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port ${redis.port} --save "" --appendonly no --dir /tmp` },
    {
      name: 'MariaDB',
      // WordPress reaches it on its socket.
      up: () => answers({ path: process.env.MARIADB_SOCKET ?? '/run/mysqld/mysqld.sock' }),
      start: 'start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd',
    },
  ];
}

/** What is missing: the packages to install and the services to start (with their commands). */
export async function planMachine() {
  const install = PACKAGES.filter((entry) => !entry.present()).flatMap((entry) => entry.packages);
  const start = [];
  for (const service of services()) if (!(await service.up())) start.push(service);
  return { install, start };
}

/** The commands that make the machine ready, in order. */
export function commandsFor(plan, { sudo }) {
  const prefix = sudo ? 'sudo ' : '';
  const commands = [];
  if (plan.install.length > 0) {
    commands.push(`${prefix}apt-get update -qq`, `${prefix}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${plan.install.join(' ')}`);
  }
  for (const service of plan.start) commands.push(`${prefix}${service.start}`);
  return commands;
}

function sh(command) {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
}

async function waitUntilUp(service) {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (await service.up()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Makes the machine ready for `npm test`, or says what would. Answers true when the tests may
 * run; with `dryRun`, prints the commands and changes nothing.
 */
export async function prepareMachine({ dryRun = false, out = process.stdout } = {}) {
  const plan = await planMachine();
  if (plan.install.length === 0 && plan.start.length === 0) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const debian = existsSync('/etc/debian_version') && onPath('apt-get');
  const missing = [...(plan.install.length > 0 ? [`Debian packages: ${plan.install.join(' ')}`] : []), ...plan.start.map((service) => `${service.name} is not running`)];
  out.write(`The tests need more on this machine:\n${missing.map((line) => `  - ${line}`).join('\n')}\n`);

  if (!root || !debian) {
    const command = commandsFor(plan, { sudo: !root }).join(' && ');
    out.write(`\nRun this${debian ? '' : ' (on Debian; elsewhere install the same programs with your package manager)'}, then npm test again:\n\n  ${command}\n\n`);
    return false;
  }
  const commands = commandsFor(plan, { sudo: false });
  if (dryRun) {
    out.write(`\nWould run:\n${commands.map((command) => `  ${command}`).join('\n')}\n`);
    return true;
  }
  for (const command of commands) {
    out.write(`$ ${command}\n`);
    if (!sh(command)) {
      out.write(`\nThis failed: ${command}\n`);
      return false;
    }
  }
  for (const service of plan.start) {
    if (!(await waitUntilUp(service))) {
      out.write(`\n${service.name} did not come up after: ${service.start}\n`);
      return false;
    }
  }
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const ready = await prepareMachine({ dryRun: process.argv.includes('--dry-run') });
  process.exit(ready ? 0 : 1);
}
