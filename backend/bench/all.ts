// `npm run bench -w backend`: every backend case in turn, each in its own process (so one's
// memory and JIT state do not colour the next), all run even when one misses its target; the
// exit code says whether any did. The cases also run alone (`tsx bench/<case>.ts`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// BENCH_CASES=offers.ts,pipeline.ts runs some of them.
const CASES = (
  process.env.BENCH_CASES ?? 'offers.ts,pipeline.ts,mixed.ts,flood.ts,offer-sync.ts,backoffice.ts'
).split(',');
const tsx = join(__dirname, '../../node_modules/.bin/tsx');

const missed = CASES.filter((file) => {
  const result = spawnSync(tsx, [join(__dirname, file)], { stdio: 'inherit' });
  return result.status !== 0;
});
if (missed.length) console.log(`Missed a target or failed: ${missed.join(', ')}`);
process.exit(missed.length ? 1 : 0);
