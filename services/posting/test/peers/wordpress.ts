import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface WordPressSite {
  /** The site's URL (nginx on 127.0.0.1, random port); the REST API is under /wp-json. */
  url: string;
  username: string;
  password: string;
  /** An application password of the administrator (Users → Profile → Application Passwords). */
  appPassword: string;
  /** Runs PHP inside WordPress (wp-load.php loaded) and returns what it prints. */
  php(code: string): Promise<string>;
  stop(): Promise<void>;
}

/** `count` distinct free loopback ports: all are held open together while they are picked. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolve, reject) => {
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => {
            const address = server.address();
            if (typeof address === 'object' && address) resolve(address.port);
            else reject(new Error('no port'));
          });
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function waitForSocket(path: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ path }, () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until `url` answers below 500: nginx up and, for a PHP page, php-fpm serving it. */
async function waitForHttp(url: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
      if (Date.now() > deadline) throw new Error(`${url} answered ${response.status}`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The end of a log file, for an error message (empty when it cannot be read). */
async function tail(file: string): Promise<string> {
  return (await readFile(file, 'utf8').catch(() => '')).slice(-800);
}

/**
 * A real WordPress from Debian's package: a copy of /usr/share/wordpress in a temp folder, a fresh
 * MariaDB database (created as root over the socket), php-fpm and nginx on random loopback ports,
 * installed through /wp-admin/install.php, pretty permalinks, and an application password.
 */
export async function startWordPress(): Promise<WordPressSite> {
  const dir = await mkdtemp(join(tmpdir(), 'cadence-wp-'));
  const root = join(dir, 'site');
  const suffix = randomBytes(4).toString('hex');
  const database = `cadence_wp_${suffix}`;
  const dbPassword = randomBytes(12).toString('hex');
  const [httpPort] = (await freePorts(1)) as [number];
  // php-fpm listens on a socket in the site's folder: no port another process could take first.
  const fpmSocket = join(dir, 'php-fpm.sock');
  const url = `http://127.0.0.1:${httpPort}`;
  const processes: ChildProcess[] = [];

  const sql = (statement: string) => run('mariadb', ['-uroot', '-e', statement]);
  const stop = async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await sql(`DROP DATABASE IF EXISTS ${database}; DROP USER IF EXISTS '${database}'@'localhost';`).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await cp('/usr/share/wordpress', root, { recursive: true, dereference: false, filter: (source) => !source.endsWith('/.htaccess') });
    await mkdir(join(root, 'wp-content', 'uploads'), { recursive: true });
    await sql(`CREATE DATABASE ${database}; CREATE USER '${database}'@'localhost' IDENTIFIED BY '${dbPassword}'; GRANT ALL ON ${database}.* TO '${database}'@'localhost';`);
    const salts = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
      .map((name) => `define('${name}', '${randomBytes(24).toString('hex')}');`)
      .join('\n');
    await writeFile(
      join(root, 'wp-config.php'),
      `<?php
define('DB_NAME', '${database}');
define('DB_USER', '${database}');
define('DB_PASSWORD', '${dbPassword}');
define('DB_HOST', 'localhost');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${salts}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_DEBUG', false);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`,
    );
    await writeFile(
      join(dir, 'php-fpm.conf'),
      `[global]
pid = ${dir}/php-fpm.pid
error_log = ${dir}/php-fpm.log
daemonize = no
[www]
listen = ${fpmSocket}
listen.mode = 0666
pm = static
pm.max_children = 4
clear_env = no
php_admin_value[upload_max_filesize] = 64M
php_admin_value[post_max_size] = 64M
`,
    );
    await writeFile(
      join(dir, 'nginx.conf'),
      `daemon off;
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  fastcgi_temp_path ${dir}/fastcgi;
  proxy_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 64m;
  server {
    listen 127.0.0.1:${httpPort};
    root ${root};
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_param HTTP_HOST $http_host;
      fastcgi_param HTTP_AUTHORIZATION $http_authorization;
      fastcgi_pass unix:${fpmSocket};
    }
  }
}
`,
    );
    const asRoot = process.getuid?.() === 0 ? ['-R'] : [];
    processes.push(spawn('php-fpm8.2', ['-F', '-y', join(dir, 'php-fpm.conf'), ...asRoot], { stdio: 'ignore' }));
    processes.push(spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')], { stdio: 'ignore' }));
    await waitForSocket(fpmSocket, 15_000);
    // PHP answering through nginx, not only nginx's static files.
    await waitForHttp(`${url}/wp-admin/install.php`, 30_000);
    // nginx exits when its port was taken in the meantime; then something else answered.
    if (processes.some((child) => child.exitCode !== null))
      throw new Error(`php-fpm or nginx stopped: ${await tail(join(dir, 'php-fpm.log'))} ${await tail(join(dir, 'nginx-error.log'))}`);

    const username = 'editor';
    const password = randomBytes(12).toString('hex');
    const form = new URLSearchParams({ weblog_title: 'Cadence test site', user_name: username, admin_password: password, admin_password2: password, pw_weak: '1', admin_email: 'editor@example.test', blog_public: '0' });
    // A php-fpm worker that dies under a loaded machine answers 502 once; installing again is harmless.
    let install: Response | undefined;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      install = await fetch(`${url}/wp-admin/install.php?step=2`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
      if (install.status < 500) break;
      await install.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!install?.ok) {
      const body = install ? (await install.text()).slice(0, 300) : '';
      throw new Error(`WordPress install answered ${install?.status}: ${body}\nphp-fpm: ${await tail(join(dir, 'php-fpm.log'))}\nnginx: ${await tail(join(dir, 'nginx-error.log'))}`);
    }
    const php = async (code: string) => {
      const script = `define('WP_USE_THEMES', false); require '${root}/wp-load.php'; ${code}`;
      const { stdout } = await run('php', ['-r', script], { cwd: root });
      return stdout;
    };
    const appPassword = await php(
      `update_option('permalink_structure', '/%postname%/'); flush_rewrite_rules(); $created = WP_Application_Passwords::create_new_application_password(1, ['name' => 'cadence']); echo is_wp_error($created) ? 'ERROR ' . $created->get_error_message() : $created[0];`,
    );
    if (appPassword.startsWith('ERROR')) throw new Error(appPassword);
    return { url, username, password, appPassword, php, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
