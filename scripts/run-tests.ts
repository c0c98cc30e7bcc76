/** `npm test`: every stage in order, stopping at the first failure, then how long each stage took. */
import { spawnSync } from 'node:child_process';

const stages = ['typecheck', 'lint', 'test:unit', 'build', 'test:http', 'test:e2e', 'test:deploy'];
/** A stage that hangs fails here with its name, long before CI's own limit ends the run without a report. */
const STAGE_TIMEOUT_MS = 30 * 60 * 1000;
const timings: { stage: string; seconds: number; status: string }[] = [];

function report(): void {
  console.log('\nnpm test stages:');
  for (const { stage, seconds, status } of timings) {
    console.log(`  ${stage.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s  ${status}`);
  }
  const total = timings.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s`);
}

for (const stage of stages) {
  const started = performance.now();
  const { status, signal } = spawnSync('npm', ['run', stage], {
    stdio: 'inherit',
    timeout: STAGE_TIMEOUT_MS,
  });
  const failed = status !== 0;
  timings.push({
    stage,
    seconds: (performance.now() - started) / 1000,
    status: failed ? `failed (${signal ?? status})` : 'ok',
  });
  if (failed) {
    report();
    process.exit(status ?? 1);
  }
}
report();
