// `npm run schema`: the JSON Schemas of the files the collector publishes, generated from the
// valibot schemas the dashboard reads them with, into docs/schema/. `history-schema.test.ts` fails
// when the committed files are not what the code would generate.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { bucketFileSchema, manifestSchema, openFileSchema } from '../src/domain/history-format.ts';
import { liveFileSchema, liveMatchSchema } from '../src/domain/live-format.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_DIR = join(root, 'docs', 'schema');

/** A bucket's `counts`: checked number by number in code, described here as what it holds. */
const COUNTS = {
  type: 'array',
  items: { type: 'integer', minimum: -2147483648, maximum: 4294967295 },
  description:
    'Pair after pair in (archetype, opponent) order: the archetype (difference from the previous pair), the opponent (difference from the previous one while the archetype repeats), a mask of the non-zero counters (bit tier × 2 + won), then those counters.',
};

/** A schema's input as JSON Schema, without the rules only code can check (transforms, checks). */
const jsonSchemaOf = (schema: v.GenericSchema) =>
  toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12' });

function schemaOf(schema: v.GenericSchema, title: string, extra: Record<string, unknown> = {}) {
  const json = jsonSchemaOf(schema) as {
    properties?: Record<string, unknown>;
  };
  if (json.properties && 'counts' in json.properties) json.properties.counts = COUNTS;
  return { title, ...json, ...extra };
}

/** Every schema by file name, as written to docs/schema/. */
export function historySchemas(): Record<string, unknown> {
  const live = schemaOf(
    liveFileSchema,
    'live.json: the latest matches and the collector’s polling',
  );
  (live as { properties: Record<string, unknown> }).properties.matches = {
    type: 'array',
    items: { ...jsonSchemaOf(liveMatchSchema), $schema: undefined },
  };
  return {
    'manifest.schema.json': schemaOf(manifestSchema, 'manifest.json: what is published'),
    'bucket.schema.json': schemaOf(bucketFileSchema, 'hours/<hour>.json and days/<day>.json'),
    'open.schema.json': schemaOf(openFileSchema, 'open.json: the hour still being counted'),
    'live.schema.json': live,
  };
}

/** A schema as JSON holds it (undefined fields gone). */
export const asJson = (schema: unknown): unknown => JSON.parse(JSON.stringify(schema));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(SCHEMA_DIR, { recursive: true });
  for (const [name, schema] of Object.entries(historySchemas()))
    writeFileSync(join(SCHEMA_DIR, name), JSON.stringify(schema));
  execFileSync(join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', SCHEMA_DIR]);
  console.log(`Wrote ${Object.keys(historySchemas()).length} schemas to ${SCHEMA_DIR}`);
}
