// Schemas for the two resources of the seed interface, tolerant per element: a rule-breaking
// element is dropped and counted by reason, never the whole response. They also accept the
// real service's old string forms ("True", "25", "None") and normalise them.
import * as z from 'zod/mini';
import type { Archetype, SignatureCore } from '../domain/archetypes.ts';
import { isMatchId } from '../domain/buckets.ts';
import { MAX_CORE_CARDS, MAX_INT32, MAX_TEXT_LENGTH, MIN_INT32 } from '../domain/limits.ts';
import { rankProblem } from '../domain/ranks.ts';
import {
  isReasonCode,
  playerReason,
  type ReasonCode,
  reasonKey,
} from '../domain/reject-reasons.ts';

const INT_TEXT = /^-?\d{1,15}$/;

const inInt32 = (n: number) => n >= MIN_INT32 && n <= MAX_INT32;

/**
 * A rule broken, as an issue whose message is the reason's code (reject-reasons.ts): its English,
 * and a screen's words, are made from the code by rejectionReason.
 */
const broken = (code: ReasonCode, input: unknown, params?: Record<string, number>) => ({
  code: 'custom' as const,
  message: code,
  input,
  ...(params ? { params } : {}),
});

/**
 * Every number is stored (by the collector) as a 32-bit integer: a larger one is refused here,
 * as a counted reject, rather than by the database, which would refuse the whole batch.
 */
const integer = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const n = typeof value === 'number' ? value : INT_TEXT.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.issues.push(broken('not-integer', value));
      return z.NEVER;
    }
    if (!inInt32(n)) {
      ctx.issues.push(broken('outside-int32', value));
      return z.NEVER;
    }
    return n;
  }),
);

const nullableInteger = z.pipe(
  z.union([z.number(), z.string(), z.null()]),
  z.transform((value, ctx) => {
    if (value === null || value === 'None' || value === 'null') return null;
    const n = typeof value === 'number' ? value : INT_TEXT.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n)) {
      ctx.issues.push(broken('not-integer-or-null', value));
      return z.NEVER;
    }
    if (!inInt32(n)) {
      ctx.issues.push(broken('outside-int32', value));
      return z.NEVER;
    }
    return n;
  }),
);

/** A string of at most MAX_TEXT_LENGTH characters. */
const text = (max = MAX_TEXT_LENGTH) => z.string().check(z.maxLength(max, 'too-long'));

const flag = z.pipe(
  z.union([z.boolean(), z.string()]),
  z.transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
    ctx.issues.push(broken('not-boolean', value));
    return z.NEVER;
  }),
);

function rankRules(
  entry: { rank: number; legend: number | null },
  player: 1 | 2,
  push: (reason: ReasonCode, params?: Record<string, number>) => void,
) {
  const problem = rankProblem(entry.rank, entry.legend);
  if (problem) push(playerReason(problem), { player });
}

/** One replay feed entry (seed 2.2), normalised. */
export const feedEntrySchema = z
  .object({
    id: z.pipe(
      z.string(),
      z.transform((id, ctx) => {
        const lower = id.toLowerCase();
        if (!isMatchId(lower)) {
          ctx.issues.push(broken('not-uuid', id));
          return z.NEVER;
        }
        return lower;
      }),
    ),
    player1_archetype: integer,
    player1_rank: integer,
    player1_legend_rank: nullableInteger,
    player1_won: flag,
    player2_archetype: integer,
    player2_rank: integer,
    player2_legend_rank: nullableInteger,
    player2_won: flag,
  })
  .check(
    z.superRefine((e, ctx) => {
      const push = (reason: ReasonCode, params?: Record<string, number>) =>
        ctx.issues.push(broken(reason, e, params));
      if (e.player1_won === e.player2_won) push(e.player1_won ? 'both-won' : 'neither-won');
      rankRules({ rank: e.player1_rank, legend: e.player1_legend_rank }, 1, push);
      rankRules({ rank: e.player2_rank, legend: e.player2_legend_rank }, 2, push);
    }),
  );
export type FeedEntry = z.output<typeof feedEntrySchema>;

/** The feed body (seed 2.1): only its envelope is checked whole; entries one by one. */
export const feedEnvelopeSchema = z.object({ data: z.array(z.unknown()) });

const timestamp = z.pipe(
  text(40),
  z.transform((value, ctx) => {
    // Django drops the fraction when the milliseconds are zero: accept both.
    if (Number.isNaN(Date.parse(value))) {
      ctx.issues.push(broken('not-timestamp', value));
      return z.NEVER;
    }
    return value;
  }),
);

export const signatureCoreSchema = z.object({
  as_of: timestamp,
  format: integer,
  components: z.array(integer).check(z.maxLength(MAX_CORE_CARDS, 'too-many-cards')),
});
type WireCore = z.output<typeof signatureCoreSchema>;

const archetypeFields = z.object({
  id: integer,
  name: text(),
  player_class: integer,
  player_class_name: text(),
  // Longer than any /archetypes/<id>/<slug of a 200-character name>.
  url: text(2 * MAX_TEXT_LENGTH),
  standard_ccp_signature_core: z.nullable(signatureCoreSchema),
  wild_ccp_signature_core: z.nullable(signatureCoreSchema),
});

const SLUG = '(?:[a-z0-9]+(?:-[a-z0-9]+)*)?';

/** True when `url` is exactly `/archetypes/<id>/<slug>` for this archetype's own id. */
export function isArchetypePath(url: string, id: number): boolean {
  return new RegExp(`^/archetypes/${id}/${SLUG}$`).test(url);
}

const toCore = (core: WireCore | null): SignatureCore | null =>
  core && { asOf: core.as_of, format: core.format, components: core.components };

/**
 * One archetype (seed 2.3), mapped to the domain's type; `url` is null when it is not this
 * archetype's own safe path.
 */
export const archetypeSchema = z.pipe(
  archetypeFields,
  z.transform(
    (a): Archetype => ({
      id: a.id,
      name: a.name,
      classId: a.player_class,
      className: a.player_class_name,
      url: isArchetypePath(a.url, a.id) ? a.url : null,
      standardCore: toCore(a.standard_ccp_signature_core),
      wildCore: toCore(a.wild_ccp_signature_core),
    }),
  ),
);

const toWireCore = (core: SignatureCore | null): WireCore | null =>
  core && { as_of: core.asOf, format: core.format, components: [...core.components] };

/**
 * An archetype back in the service's shape, from its checked fields only (how the collector
 * republishes the catalogue); an unsafe url becomes "", which the reader leaves unlinked.
 */
export function toWireArchetype(a: Archetype): z.input<typeof archetypeFields> {
  return {
    id: a.id,
    name: a.name,
    player_class: a.classId,
    player_class_name: a.className,
    url: a.url ?? '',
    standard_ccp_signature_core: toWireCore(a.standardCore),
    wild_ccp_signature_core: toWireCore(a.wildCore),
  };
}

export const catalogueEnvelopeSchema = z.array(z.unknown());

/**
 * Why an element was rejected: the reason in English (reject-reasons.ts), the key its count is
 * kept under, which a status page reads back as a code to word in its language.
 */
export function rejectionReason(error: z.core.$ZodError, element: unknown): string {
  const issue = error.issues[0];
  if (!issue) return reasonKey({ code: 'invalid', values: {} });
  const field = issue.path.map(String).join('.');
  if (issue.code === 'invalid_type' && issue.path.length === 0)
    return reasonKey({ code: 'not-object', values: {} });
  if (issue.code === 'custom' || issue.code === 'too_big') {
    const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
    const params = issue.code === 'custom' ? (issue.params as { player?: number }) : undefined;
    if (isReasonCode(issue.message)) {
      const values = { field, ...(max !== undefined ? { max } : {}), ...params };
      return reasonKey({ code: issue.message, values });
    }
    if (issue.code === 'too_big') return reasonKey({ code: 'out-of-range', values: { field } });
    // A rule without a code (none in these schemas): its own words.
    return field ? `${field} ${issue.message}` : issue.message;
  }
  // Issues do not carry their input unless asked to: look the field up in the element itself.
  let value: unknown = element;
  for (const key of issue.path) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined;
  }
  if (value === undefined) return reasonKey({ code: 'missing', values: { field } });
  return reasonKey({ code: 'wrong-type', values: { field } });
}

export interface Validated<T> {
  items: T[];
  /** Rejected elements counted by reason. */
  rejected: Record<string, number>;
}

/** Parses each element on its own; bad ones are counted by reason and left out. */
export function validateEach<T>(
  schema: z.ZodMiniType<T>,
  elements: readonly unknown[],
): Validated<T> {
  const items: T[] = [];
  const rejected: Record<string, number> = {};
  for (const element of elements) {
    const result = schema.safeParse(element);
    if (result.success) items.push(result.data);
    else {
      const reason = rejectionReason(result.error, element);
      rejected[reason] = (rejected[reason] ?? 0) + 1;
    }
  }
  return { items, rejected };
}
