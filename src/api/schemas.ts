// Schemas for the two resources of the seed interface, tolerant per element: a rule-breaking
// element is dropped and counted by reason, never the whole response. They also accept the
// real service's old string forms ("True", "25", "None") and normalise them.
import * as v from 'valibot';
import type { Archetype, SignatureCore } from '../domain/archetypes.ts';
import { isMatchId } from '../domain/buckets.ts';
import { MAX_CORE_CARDS, MAX_INT32, MAX_TEXT_LENGTH, MIN_INT32 } from '../domain/limits.ts';
import { rankProblem } from '../domain/ranks.ts';
import {
  issueMessage,
  playerReason,
  type ReasonCode,
  readIssueMessage,
  reasonKey,
} from '../domain/reject-reasons.ts';

const INT_TEXT = /^-?\d{1,15}$/;

const inInt32 = (n: number) => n >= MIN_INT32 && n <= MAX_INT32;

/**
 * Every number is stored (by the collector) as a 32-bit integer: a larger one is refused here,
 * as a counted reject, rather than by the database, which would refuse the whole batch. The
 * number from a number or its text ("25"), or why there is none (`notNumber` when there is no
 * whole number at all).
 */
function int32Of(value: number | string, notNumber: ReasonCode): number | ReasonCode {
  const n = typeof value === 'number' ? value : INT_TEXT.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) return notNumber;
  return inInt32(n) ? n : 'outside-int32';
}

const integer = v.pipe(
  v.union([v.number(), v.string()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const n = int32Of(dataset.value, 'not-integer');
    if (typeof n === 'number') return n;
    addIssue({ message: issueMessage(n) });
    return NEVER;
  }),
);

const nullableInteger = v.pipe(
  v.union([v.number(), v.string(), v.null()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    if (value === null || value === 'None' || value === 'null') return null;
    const n = int32Of(value, 'not-integer-or-null');
    if (typeof n === 'number') return n;
    addIssue({ message: issueMessage(n) });
    return NEVER;
  }),
);

/** A string of at most MAX_TEXT_LENGTH characters. */
const text = (max = MAX_TEXT_LENGTH) =>
  v.pipe(v.string(), v.maxLength(max, issueMessage('too-long')));

const flag = v.pipe(
  v.union([v.boolean(), v.string()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    if (typeof value === 'boolean') return value;
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
    addIssue({ message: issueMessage('not-boolean') });
    return NEVER;
  }),
);

function rankRules(
  entry: { rank: number; legend: number | null },
  player: 1 | 2,
  push: (reason: ReasonCode, player: number) => void,
) {
  const problem = rankProblem(entry.rank, entry.legend);
  if (problem) push(playerReason(problem), player);
}

/** One replay feed entry (seed 2.2), normalised. */
export const feedEntrySchema = v.pipe(
  v.object({
    id: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const lower = dataset.value.toLowerCase();
        if (isMatchId(lower)) return lower;
        addIssue({ message: issueMessage('not-uuid') });
        return NEVER;
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
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const e = dataset.value;
    const push = (reason: ReasonCode, player?: number) =>
      addIssue({ message: issueMessage(reason, player) });
    if (e.player1_won === e.player2_won) push(e.player1_won ? 'both-won' : 'neither-won');
    rankRules({ rank: e.player1_rank, legend: e.player1_legend_rank }, 1, push);
    rankRules({ rank: e.player2_rank, legend: e.player2_legend_rank }, 2, push);
  }),
);
export type FeedEntry = v.InferOutput<typeof feedEntrySchema>;

/** The feed body (seed 2.1): only its envelope is checked whole; entries one by one. */
export const feedEnvelopeSchema = v.object({ data: v.array(v.unknown()) });

const timestamp = v.pipe(
  text(40),
  // Django drops the fraction when the milliseconds are zero: accept both.
  v.check((value) => !Number.isNaN(Date.parse(value)), issueMessage('not-timestamp')),
);

export const signatureCoreSchema = v.object({
  as_of: timestamp,
  format: integer,
  components: v.pipe(v.array(integer), v.maxLength(MAX_CORE_CARDS, issueMessage('too-many-cards'))),
});
type WireCore = v.InferOutput<typeof signatureCoreSchema>;

const archetypeFields = v.object({
  id: integer,
  name: text(),
  player_class: integer,
  player_class_name: text(),
  // Longer than any /archetypes/<id>/<slug of a 200-character name>.
  url: text(2 * MAX_TEXT_LENGTH),
  standard_ccp_signature_core: v.nullable(signatureCoreSchema),
  wild_ccp_signature_core: v.nullable(signatureCoreSchema),
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
export const archetypeSchema = v.pipe(
  archetypeFields,
  v.transform(
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
export function toWireArchetype(a: Archetype): v.InferInput<typeof archetypeFields> {
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

export const catalogueEnvelopeSchema = v.array(v.unknown());

/** A failed check's issues, as valibot reports them: the first names the reason. */
export type Issues = readonly Pick<
  v.BaseIssue<unknown>,
  'kind' | 'message' | 'path' | 'requirement'
>[];

/**
 * Why an element was rejected: the reason in English (reject-reasons.ts), the key its count is
 * kept under, which a status page reads back as a code to word in its language.
 */
export function rejectionReason(issues: Issues, element: unknown): string {
  const issue = issues[0];
  if (!issue) return reasonKey({ code: 'invalid', values: {} });
  const path = issue.path?.map((item) => item.key) ?? [];
  const field = path.map(String).join('.');
  const reason = readIssueMessage(issue.message);
  if (reason) {
    const max = typeof issue.requirement === 'number' ? issue.requirement : undefined;
    const values = {
      field,
      ...(max !== undefined ? { max } : {}),
      ...(reason.player !== undefined ? { player: reason.player } : {}),
    };
    return reasonKey({ code: reason.code, values });
  }
  if (path.length === 0) return reasonKey({ code: 'not-object', values: {} });
  // A rule of a number's size without a code: out of range.
  if (issue.kind === 'validation' && typeof issue.requirement === 'number')
    return reasonKey({ code: 'out-of-range', values: { field } });
  // Issues name the field: look it up in the element itself.
  let value: unknown = element;
  for (const key of path) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[key as PropertyKey]
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
  schema: v.GenericSchema<unknown, T>,
  elements: readonly unknown[],
): Validated<T> {
  const items: T[] = [];
  const rejected: Record<string, number> = {};
  for (const element of elements) {
    const result = v.safeParse(schema, element);
    if (result.success) items.push(result.output);
    else {
      const reason = rejectionReason(result.issues, element);
      rejected[reason] = (rejected[reason] ?? 0) + 1;
    }
  }
  return { items, rejected };
}
