// Lingui's macros at run time, in English, for code run without the Babel step that compiles
// them (tsx scripts and benches, Playwright's tests): the same English the catalogue's source
// gives, worked out when called. The dashboard and its unit tests never load this file.
import { i18n, type MessageDescriptor } from '@lingui/core';

// A descriptor made here is read through i18n._ like a compiled one: in English, from its message.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en-US', messages: {} });

type Choices = Record<string, string>;
const english = new Intl.PluralRules('en-US');
const count = new Intl.NumberFormat('en-US');

function text(
  first: TemplateStringsArray | string | { message?: string },
  values: unknown[],
): string {
  if (typeof first === 'string') return first;
  if (Array.isArray(first))
    return first.reduce(
      (out, part, i) => out + part + (i < values.length ? String(values[i]) : ''),
      '',
    );
  return (first as { message?: string }).message ?? '';
}

export function t(
  first: TemplateStringsArray | { message?: string },
  ...values: unknown[]
): string {
  return text(first, values);
}

export function msg(
  first: TemplateStringsArray | { message?: string },
  ...values: unknown[]
): MessageDescriptor {
  const message = text(first, values);
  return { id: message, message };
}
export const defineMessage = msg;

export function plural(value: number, choices: Choices): string {
  const form = choices[`=${value}`] ?? choices[english.select(value)] ?? choices.other ?? '';
  return form.replace(/#/g, count.format(value));
}

export function selectOrdinal(value: number, choices: Choices): string {
  return plural(value, choices);
}

export function select(value: string, choices: Choices): string {
  return choices[value] ?? choices.other ?? '';
}
