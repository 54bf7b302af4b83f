/**
 * npm run cms — the browser editor on this machine: the development server (the site at
 * http://127.0.0.1:5173/, the editor at /admin/) and Decap CMS's local backend (decap-server),
 * both on the loopback address only. Saving in the editor writes the files of this working tree,
 * as saving in a text editor would; the site reloads with the change.
 *
 *   npm run cms                     editor on http://127.0.0.1:5173/admin/, backend on 8081
 *   CMS_BACKEND_PORT=8082 npm run cms -- --port 5180
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { editorBuild } from './vite';

const root = process.cwd();
const backendPort = process.env.CMS_BACKEND_PORT ?? '8081';
const args = process.argv.slice(2);
const port = args[args.indexOf('--port') + 1] && args.includes('--port') ? args[args.indexOf('--port') + 1]! : '5173';

// The editor's own build (cached: node_modules/.cache/cms-editor/), ready before the first visit.
console.log('cms: preparing the editor…');
await editorBuild();

const children: ChildProcess[] = [];
const stop = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
};
process.once('SIGINT', () => stop(130));
process.once('SIGTERM', () => stop(143));

// Decap CMS's local backend: reads and writes content/ of this working tree (MODE=fs), on loopback only.
const backend = spawn(process.execPath, [join(root, 'node_modules', 'decap-server', 'dist', 'index.js')], {
  env: { ...process.env, MODE: 'fs', GIT_REPO_DIRECTORY: root, BIND_HOST: '127.0.0.1', PORT: backendPort, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
children.push(backend);

const dev = spawn(join(root, 'node_modules', '.bin', 'react-router'), ['dev', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  env: { ...process.env, CMS_EDITOR: '1', CMS_BACKEND_PORT: backendPort },
  stdio: 'inherit',
});
children.push(dev);

console.log(`\n  Editor: http://127.0.0.1:${port}/admin/  (saves write content/ of ${root})\n  Site:   http://127.0.0.1:${port}/\n`);
for (const child of children) child.once('exit', (code) => stop(code ?? 1));
