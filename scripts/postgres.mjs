// A throw-away PostgreSQL server for the tests that prove the server on real PostgreSQL.
// Uses the machine's PostgreSQL binaries; as root on Debian it installs the `postgresql` package.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDebian, isRoot } from './lib.mjs';

function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version && join(base, version, 'bin');
  return bin && existsSync(join(bin, 'pg_ctl')) ? bin : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts PostgreSQL in a temporary folder on a free loopback port.
 * Resolves `{ url, stop }`, or `{ reason }` when no PostgreSQL can be had here.
 */
export async function startTemporaryPostgres() {
  let bin = findBinaries();
  if (!bin && isRoot() && isDebian()) {
    console.log("No PostgreSQL found: installing Debian's postgresql package…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    try {
      execFileSync('apt-get', ['install', '-y', '-q', 'postgresql'], { stdio: 'inherit', env });
    } catch {
      execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
      execFileSync('apt-get', ['install', '-y', '-q', 'postgresql'], { stdio: 'inherit', env });
    }
    bin = findBinaries();
  }
  if (!bin) return { reason: 'no PostgreSQL binaries (Debian/Ubuntu: sudo apt-get install postgresql)' };

  const dir = mkdtempSync(join(tmpdir(), 'ddi-pg-'));
  const data = join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, run it as the `postgres` user.
  const asUser = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  if (isRoot()) {
    chmodSync(dir, 0o755);
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const exec = (command, args) => {
    const [file, ...rest] = [...asUser, join(bin, command), ...args];
    execFileSync(file, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const port = await freePort();
  exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  exec('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
