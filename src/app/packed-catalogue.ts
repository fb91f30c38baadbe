// A language's catalogue as the production build writes it (scripts/short-message-ids.ts): its
// messages' short ids are not written out, only where they start. The dev server and the tests
// load Lingui's own form, an object by id, which passes through unchanged.
import type { Messages } from '@lingui/core';

/** The first own message's id (a number, written in base 36), the shared ones, the own ones. */
export type PackedCatalogue = [offset: number, shared: Messages, ...own: Messages[string][]];

/** The catalogue's messages by id. */
export function unpackCatalogue(loaded: Messages | PackedCatalogue): Messages {
  if (!Array.isArray(loaded)) return loaded;
  const [offset, shared, ...own] = loaded;
  const messages: Messages = { ...shared };
  own.forEach((message, i) => {
    messages[(offset + i).toString(36)] = message;
  });
  return messages;
}
