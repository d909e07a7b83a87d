import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPort(port: number, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function waitForHttp(url: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
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
  const [httpPort, fpmPort] = [await freePort(), await freePort()];
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
listen = 127.0.0.1:${fpmPort}
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
      fastcgi_pass 127.0.0.1:${fpmPort};
    }
  }
}
`,
    );
    const asRoot = process.getuid?.() === 0 ? ['-R'] : [];
    processes.push(spawn('php-fpm8.2', ['-F', '-y', join(dir, 'php-fpm.conf'), ...asRoot], { stdio: 'ignore' }));
    processes.push(spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')], { stdio: 'ignore' }));
    await waitForPort(fpmPort, 15_000);
    await waitForHttp(`${url}/readme.html`, 15_000);

    const username = 'editor';
    const password = randomBytes(12).toString('hex');
    const install = await fetch(`${url}/wp-admin/install.php?step=2`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ weblog_title: 'Cadence test site', user_name: username, admin_password: password, admin_password2: password, pw_weak: '1', admin_email: 'editor@example.test', blog_public: '0' }),
    });
    if (!install.ok) throw new Error(`WordPress install answered ${install.status}: ${(await install.text()).slice(0, 500)}`);
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
