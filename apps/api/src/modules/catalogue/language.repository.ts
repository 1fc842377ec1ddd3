import type { Kysely } from 'kysely';
import { lowerEquals } from '../../db/dialect.js';
import type { DB } from '../../db/types.js';

export function languageRepository(db: Kysely<DB>) {
  return {
    /**
     * An enabled language by code, case-insensitively (`pt-BR` = `pt-br`), with the one translation
     * file asked for: the web client's strings or the app's.
     */
    async findEnabled(code: string, file: 'web_file' | 'app_file') {
      return db
        .selectFrom('languages')
        .select((eb) => ['id', 'name', 'code', 'rtl', eb.ref(file).as('file')])
        .where('status', '=', 1)
        .where(lowerEquals('code', code))
        .orderBy('id')
        .executeTakeFirst();
    },
  };
}
