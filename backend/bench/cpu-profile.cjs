// Preloaded (`node -r`) into the API and the worker when BENCH_CPU_PROFILE names a directory:
// a V8 CPU profile of the process, written when SIGTERM arrives. `--cpu-prof` cannot be used:
// Nest re-raises SIGTERM after closing, and a process ended by a signal never writes it.
const { Session } = require('node:inspector');
const { writeFileSync, mkdirSync } = require('node:fs');
const { join, basename } = require('node:path');

const dir = process.env.BENCH_CPU_PROFILE;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 500 });
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post('Profiler.stop', (err, { profile }) => {
      if (err) return;
      mkdirSync(dir, { recursive: true });
      const name = `${basename(process.argv[1], '.js')}-${process.pid}.cpuprofile`;
      writeFileSync(join(dir, name), JSON.stringify(profile));
    });
  };
  process.prependListener('SIGTERM', write);
  process.on('exit', write);
}
