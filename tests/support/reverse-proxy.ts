/**
 * Real reverse proxies (Debian's nginx and Caddy) run from the shipped examples in docs/deploy: the same
 * files with only the upstream addresses, the listening address and nginx's file paths replaced (TLS
 * lines dropped). Each runs in the foreground on a free loopback port with everything in one folder;
 * no system service is involved.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/paths';
import { timeLimit } from './time-limits';

export interface ProxyProcess {
  readonly name: 'nginx' | 'caddy';
  readonly url: string;
  /** Everything the proxy logged: its output and every log file in its folder. */
  logs(): string;
  running(): boolean;
  stop(): Promise<void>;
}

/** The executable, looked up on PATH and in the sbin folders (nginx lives in /usr/sbin), or undefined. */
export function findExecutable(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/bin'];
  for (const dir of dirs.filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Replaces `pattern` in `text`, and insists that it matched exactly `count` times: a changed example fails loudly. */
function replaceCounted(text: string, pattern: RegExp, replacement: string | ((match: string) => string), count: number, what: string): string {
  const found = text.match(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`))?.length ?? 0;
  if (found !== count) throw new Error(`the example should have ${count} ${what}, it has ${found}`);
  return text.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), replacement as string);
}

/** docs/deploy/nginx.conf for these upstreams, listening on 127.0.0.1:port, logging into `dir`. */
export function nginxSiteFromExample(upstreams: string[], port: number, dir: string): string {
  let site = readFileSync(path.join(PROJECT_ROOT, 'docs/deploy/nginx.conf'), 'utf8');
  // The example's upstream servers become ours, with the same parameters (max_fails, fail_timeout).
  let seen = 0;
  site = site.replace(/^([ \t]*)server \S+:\d+((?: [^;\n]*)?);\n/gm, (_line, indent: string, parameters: string) =>
    seen++ === 0 ? upstreams.map((address) => `${indent}server ${address}${parameters};\n`).join('') : '',
  );
  if (seen === 0) throw new Error('the nginx example has no upstream server lines');
  site = replaceCounted(site, /^([ \t]*)listen 443 ssl http2;$/m, (line) => line.replace('443 ssl http2', `127.0.0.1:${port}`), 1, 'IPv4 TLS listen line');
  site = replaceCounted(site, /^[ \t]*listen \[::\]:443 ssl http2;\n/m, '', 1, 'IPv6 TLS listen line');
  site = replaceCounted(site, /^[ \t]*ssl_certificate(_key)? \S+;\n/m, '', 2, 'certificate lines');
  return replaceCounted(site, /\/var\/log\/nginx\//, `${dir}/`, 2, 'log paths');
}

/** The Caddyfile example for these upstreams, with its admin endpoint off (no fixed port 2019 shared with others). */
export function caddyfileFromExample(upstreams: string[]): string {
  let file = readFileSync(path.join(PROJECT_ROOT, 'docs/deploy/Caddyfile'), 'utf8');
  file = replaceCounted(file, /reverse_proxy(?: [\w.-]+:\d+)+ \{/, `reverse_proxy ${upstreams.join(' ')} {`, 1, 'reverse_proxy line');
  return replaceCounted(file, /^\{\n/m, '{\n\tadmin off\n', 1, 'global options block');
}

function run(name: ProxyProcess['name'], command: string, args: string[], env: NodeJS.ProcessEnv, dir: string, url: string): ProxyProcess {
  const child: ChildProcess = spawn(command, args, { env, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    name,
    url,
    logs: () =>
      [output, ...readdirSync(dir).filter((f) => f.endsWith('.log')).map((f) => `--- ${f}\n${readFileSync(path.join(dir, f), 'utf8')}`)].join('\n'),
    running: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeLimit(10_000));
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until the proxy itself answers (its /metrics is a 404 of its own, no instance needed). */
async function untilListening(proxy: ProxyProcess, timeoutMs: number): Promise<ProxyProcess> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && proxy.running()) {
    const status = await fetch(`${proxy.url}/metrics`, { signal: AbortSignal.timeout(timeLimit(2000)) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 404) return proxy;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await proxy.stop();
  throw new Error(`${proxy.name} ${proxy.running() ? `did not answer within ${timeoutMs} ms` : 'exited'}:\n${proxy.logs()}`);
}

/** nginx in the foreground (`daemon off`) with the example as its only site; temp files and logs in `dir`. */
export async function startNginx(executable: string, upstreams: string[], port: number, dir: string): Promise<ProxyProcess> {
  // Worker processes drop root for nobody: they must reach their temp folders below dir.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'charter-site.conf'), nginxSiteFromExample(upstreams, port, dir));
  const main = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/main-error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`),
    `  include ${dir}/charter-site.conf;`,
    '}',
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  const proxy = run('nginx', executable, ['-e', `${dir}/startup-error.log`, '-p', `${dir}/`, '-c', `${dir}/nginx.conf`], process.env, dir, `http://127.0.0.1:${port}`);
  return untilListening(proxy, timeLimit(20_000));
}

/** caddy run with the example; SITE_HOST names the loopback address, its data and config folders are in `dir`. */
export async function startCaddy(executable: string, upstreams: string[], port: number, dir: string): Promise<ProxyProcess> {
  const file = path.join(dir, 'Caddyfile');
  writeFileSync(file, caddyfileFromExample(upstreams));
  const env = { ...process.env, SITE_HOST: `http://127.0.0.1:${port}`, HOME: dir, XDG_DATA_HOME: `${dir}/data`, XDG_CONFIG_HOME: `${dir}/config` };
  const proxy = run('caddy', executable, ['run', '--config', file, '--adapter', 'caddyfile'], env, dir, `http://127.0.0.1:${port}`);
  return untilListening(proxy, timeLimit(20_000));
}
