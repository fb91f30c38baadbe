// Runs the simulated service on its own: `npm run sim -- --port 8787 --seed 42 --rate 2`, or
// `--profile real` for the real service's habits (one game a minute, 201 entries, strings),
// `--shift "Zoo Warlock:+10@30"` to make one archetype 10 points stronger 30 minutes in.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { isSimProfile, PROFILES } from './profiles.ts';
import { createSimService, type SimOptions } from './service.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    seed: { type: 'string', default: '42' },
    profile: { type: 'string', default: 'demo' },
    rate: { type: 'string' },
    size: { type: 'string' },
    shift: { type: 'string' },
  },
});

const numberArg = (name: string, raw: string | undefined, min: number): number => {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) {
    console.error(`--${name} must be a number ≥ ${min}, got "${raw}"`);
    process.exit(2);
  }
  return value;
};

if (!isSimProfile(values.profile)) {
  console.error(`--profile must be demo or real, got "${values.profile}"`);
  process.exit(2);
}
const profile = values.profile;
const rate = values.rate === undefined ? PROFILES[profile].rate : numberArg('rate', values.rate, 0);
const simOrExit = (options: SimOptions) => {
  try {
    return createSimService(options);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
};
const sim = simOrExit({
  profile,
  seed: numberArg('seed', values.seed, 0),
  rate,
  ...(values.size === undefined ? {} : { feedSize: numberArg('size', values.size, 1) }),
  ...(values.shift === undefined ? {} : { shift: values.shift }),
});
const port = numberArg('port', values.port, 0);
const server = createServer((req, res) => sim.handle(req, res));
server.listen(port, values.host, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(
    `Simulated service on http://${values.host}:${actual} (profile ${profile}, seed ${values.seed}, ${(rate * 60).toFixed(1)} matches/min, ${sim.clock.size} per response)`,
  );
  console.log(`  feed:       http://${values.host}:${actual}/api/v1/live/replay_feed/`);
  console.log(`  archetypes: http://${values.host}:${actual}/api/v1/archetypes/`);
  console.log(`  cards:      http://${values.host}:${actual}/sim/cards.json`);
  const { shift } = sim.world;
  if (shift) {
    console.log(
      `  shift:      archetype ${shift.archetype} ${shift.edge > 0 ? '+' : ''}${shift.edge * 100} points from match ${shift.fromIndex}`,
    );
  }
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
