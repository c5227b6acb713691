import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar, arPlurals } from '../../../shared/i18n/ar';
import { arCore } from '../../../shared/i18n/ar-core';
import { arServer } from '../../../shared/i18n/ar-server';
import { ru, ruPlurals } from '../../../shared/i18n/ru';
import { ruCore } from '../../../shared/i18n/ru-core';
import { ruServer } from '../../../shared/i18n/ru-server';
import { sourceFiles } from '../../helpers/source-files';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * The team is «الفريق» in Arabic and «команда» in Russian, as the menu and the Team plan name it; a second word for it
 * («المؤسسة», «организация») would leave an owner reading two names for one thing.
 */
const OTHER_WORD = /مؤسس[ةتا]|организац/i;

/**
 * Texts that keep the other word because they mean a company (a legal entity), not a Kartis team: the file, the text's
 * words around it, and why. None so far.
 */
const MEANS_A_COMPANY: { file: string; text: string; why: string }[] = [];

/** Every string in a table, however deep, by its key path. */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key));
  return [];
}

const DICTIONARIES = {
  ar: { core: arCore, features: ar, plurals: arPlurals, server: arServer },
  ru: { core: ruCore, features: ru, plurals: ruPlurals, server: ruServer },
};

describe('the team has one name in Arabic and Russian', () => {
  it.each(Object.keys(DICTIONARIES) as (keyof typeof DICTIONARIES)[])('in the %s app and server dictionaries', (language) => {
    const found = entries(DICTIONARIES[language]).filter(([, text]) => OTHER_WORD.test(text));
    expect(found).toEqual([]);
  });

  it('in the mails, the seeded plans, help and the legal pages too (every Arabic or Russian line of the source)', () => {
    const found = ['app', 'api', 'shared']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .flatMap((path) => {
        const file = relative(ROOT, path);
        return readFileSync(path, 'utf8')
          .split('\n')
          .filter((line) => OTHER_WORD.test(line) && !MEANS_A_COMPANY.some((allowed) => allowed.file === file && line.includes(allowed.text)))
          .map((line) => `${file}: ${line.trim().slice(0, 120)}`);
      });
    expect(found).toEqual([]);
  });

  it('agrees with the word: «الفريق» is masculine, «команда» takes its own cases', () => {
    expect(ar['account.deleteWhatTeam']).toMatch(/^يُحذف الفريق \{organisation\} الذي تملكه مع قالبه ودعواته\./);
    expect(ar['team.create']).toBe('إنشاء فريق');
    expect(ru['team.create']).toBe('Создать команду');
    expect(ru['team.removeTitle']).toBe('Исключить участника {name} из команды?');
    expect(ru['join.invited']).toBe('Вас приглашают в команду «{organisation}» с ролью «{role}».');
  });
});
