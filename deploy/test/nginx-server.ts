/**
 * nginx (Debian's package) as a process of the test's own: deploy/nginx/happenings.conf itself, with its ports,
 * certificate, cache and log paths rewritten to a temporary folder, under a main configuration that keeps the pid,
 * logs and temporary files there too. Never the system's nginx service or its configuration.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '../../apps/api/reliability/wait-for.ts';

export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const SITE = new URL('../nginx/happenings.conf', import.meta.url);

export interface NginxPorts {
  https: number;
  http: number;
  /** The loopback listener the website's server calls the API through. */
  internal: number;
  apis: [number, number];
  web: number;
}

export interface NginxServer {
  /** The site file as it runs here. */
  site: string;
  accessLog(): string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** A self-signed certificate for localhost and 127.0.0.1 (openssl); returns the two file paths and the PEM. */
export function makeCertificate(dir: string): { cert: string; key: string; pem: string } {
  const cert = path.join(dir, 'localhost.crt');
  const key = path.join(dir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/** deploy/nginx/happenings.conf with this machine's ports and paths; throws when a value to rewrite is missing. */
export function renderSite(
  dir: string,
  ports: NginxPorts,
  certificate: { cert: string; key: string },
): string {
  let site = readFileSync(SITE, 'utf8');
  const swap = (from: string | RegExp, to: string) => {
    const before = site;
    site = site.replace(from, to);
    if (site === before) throw new Error(`deploy/nginx/happenings.conf no longer has ${from}`);
  };
  swap(/^\s*listen \[::\]:80;\n/m, '');
  swap(/^\s*listen \[::\]:443 ssl http2;\n/m, '');
  swap('listen 80;', `listen 127.0.0.1:${ports.http};`);
  swap('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  swap('listen 127.0.0.1:8080;', `listen 127.0.0.1:${ports.internal};`);
  swap('server 127.0.0.1:4000 ', `server 127.0.0.1:${ports.apis[0]} `);
  swap('server 127.0.0.1:4001 ', `server 127.0.0.1:${ports.apis[1]} `);
  swap('server 127.0.0.1:3000 ', `server 127.0.0.1:${ports.web} `);
  swap(/server_name happenings\.example\.org;/g, 'server_name localhost;');
  swap('/etc/letsencrypt/live/happenings.example.org/fullchain.pem', certificate.cert);
  swap('/etc/letsencrypt/live/happenings.example.org/privkey.pem', certificate.key);
  swap('/var/cache/nginx/happenings', path.join(dir, 'cache'));
  swap(/\/var\/log\/nginx\/happenings\.access\.log/g, path.join(dir, 'access.log'));
  swap('/var/log/nginx/happenings.error.log', path.join(dir, 'error.log'));
  swap('/var/www/letsencrypt', path.join(dir, 'acme'));
  return site;
}

export async function startNginx(dir: string, ports: NginxPorts, certificate: { cert: string; key: string }) {
  const site = renderSite(dir, ports, certificate);
  for (const sub of ['cache', 'acme', 'temp']) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  // Run as root (CI), nginx would hand its workers to www-data, which cannot write this private folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${user}worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'site.conf')};
}
`,
  );
  const conf = path.join(dir, 'nginx.conf');
  execFileSync(NGINX_BIN, ['-t', '-q', '-p', dir, '-c', conf], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX_BIN, ['-p', dir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const read = (name: string) => {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      return '';
    }
  };
  await waitFor(
    'nginx to listen',
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}${read('error.log')}`);
      return fetch(`http://127.0.0.1:${ports.http}/`, { redirect: 'manual' }).then(
        () => true,
        () => false,
      );
    },
    { timeoutMs: 15_000 },
  );
  const server: NginxServer = {
    site,
    accessLog: () => read('access.log'),
    errorLog: () => read('error.log'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return server;
}
