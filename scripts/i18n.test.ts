// The message catalogues: every language has every message the code uses and no other, each
// translated with the English placeholders; the English catalogue is what the code says now;
// the pseudo-locale keeps a message's placeholders and marks every letter.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUES,
  catalogueProblems,
  grammarProblem,
  placeholders,
  pseudoLocalise,
  readCatalogue,
  SOURCE,
} from './i18n.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the catalogues', () => {
  it('each have every message, translated, with the same placeholders, and no extra one', async () => {
    expect(await catalogueProblems()).toEqual([]);
  });

  it('the English ones hold exactly the messages the code has now (npm run i18n)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lingui-'));
    try {
      const config = join(dir, 'lingui.config.ts');
      const own = readFileSync(join(root, 'lingui.config.ts'), 'utf8')
        .replace(/locales: \[[^\]]*\]/s, `locales: ['${SOURCE}']`)
        .replace("pseudoLocale: 'pseudo',", '')
        .replaceAll('<rootDir>/src/locales/', `${dir}/`);
      // The copy lives outside the project: its imports name the project's packages by path.
      const resolve = createRequire(join(root, 'package.json')).resolve;
      writeFileSync(
        config,
        own
          .replaceAll('<rootDir>', root)
          .replace("'@lingui/cli'", JSON.stringify(resolve('@lingui/cli')))
          .replace("'@lingui/format-po'", JSON.stringify(resolve('@lingui/format-po'))),
      );
      execFileSync(join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--config', config], {
        cwd: root,
        stdio: 'pipe',
      });
      for (const name of CATALOGUES) {
        const filename = join(dir, SOURCE, `${name}.po`);
        const fresh = await formatter().parse(readFileSync(filename, 'utf8'), {
          locale: SOURCE,
          sourceLocale: SOURCE,
          filename,
        });
        const committed = await readCatalogue(SOURCE, name);
        expect(Object.keys(committed).sort(), name).toEqual(Object.keys(fresh).sort());
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pseudoLocalise', () => {
  it('marks every letter, keeps placeholders, tags, plural keys and #, and lengthens', () => {
    expect(pseudoLocalise('Win rate')).toBe('Ŵíñ ŕáţé···');
    expect(pseudoLocalise('{count} games at <0>{rank}</0>')).toBe(
      '{count} ĝáɱéš áţ <0>{rank}</0>···',
    );
    expect(pseudoLocalise('{n, plural, one {# game} other {# games}}')).toBe(
      '{n, plural, one {# ĝáɱé} other {# ĝáɱéš}}···',
    );
    expect(pseudoLocalise('{n, select, a {Yes} other {No}}')).toBe(
      '{n, select, a {Ýéš} other {Ñó}}··',
    );
    expect(pseudoLocalise('{0}')).toBe('{0}');
  });

  it('leaves no Latin letter outside placeholders', () => {
    const message = 'The quick brown fox jumps over the lazy dog: {value} <1>SEE</1>';
    const outside = pseudoLocalise(message).replace(/\{[^}]*\}|<\/?\d+>/g, '');
    expect(outside).not.toMatch(/[A-Za-z]/);
  });
});

describe('grammarProblem', () => {
  it('names a plural without the forms the language needs', () => {
    const russian = '{n, plural, one {# игра} other {# игр}}';
    expect(grammarProblem(russian, 'ru-RU')).toBe('lacks the plural forms few, many');
    expect(
      grammarProblem(russian.replace('other', 'few {# игры} many {# игр} other'), 'ru-RU'),
    ).toBeNull();
    expect(grammarProblem('{n, plural, other {#件}}', 'ja-JP')).toBeNull();
  });

  it('names ICU that does not parse', () => {
    expect(grammarProblem('{n, plural, one {x}', 'de-DE')).toMatch(/^does not parse/);
  });
});

describe('placeholders', () => {
  it('names the arguments and tags a translation must keep', () => {
    expect(placeholders('{a} and <0>{b, plural, one {#} other {#}}</0>')).toEqual([
      '</0>',
      '<0>',
      '{a}',
      '{b}',
    ]);
  });
});
