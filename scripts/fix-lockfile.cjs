// Adds lockfile entries for platform-specific optional packages this registry does not carry,
// so `npm ci` accepts the lock; npm skips them on install because their os/cpu never match here.
const fs = require('fs');
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const PLATFORM = /-(android|darwin|linux|win32|freebsd|openbsd|sunos|wasm32)-?(arm64|x64|ia32|arm|wasi)?(?:-(gnu|musl|msvc|gnueabihf|eabi))?$/;
let added = 0;
for (const [path, meta] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    const m = PLATFORM.exec(name);
    if (!m) {
      console.error('unknown platform package', name);
      continue;
    }
    const [, os, cpu, libc] = m;
    const entry = { version, optional: true };
    if (os === 'wasm32') entry.cpu = ['wasm32'];
    else {
      entry.os = [os];
      if (cpu) entry.cpu = [cpu];
      if (libc === 'gnu' || libc === 'musl') entry.libc = [libc === 'gnu' ? 'glibc' : 'musl'];
    }
    lock.packages[key] = entry;
    added++;
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log('added', added);
