import {
  checkVerificationAnswer,
  VERIFICATION_MESSAGES,
  type VerificationApplication,
  verificationApplySchema,
} from '@domus/shared/schemas/verification.schema';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { DB } from '../../db/types.js';
import { errors, type FieldError } from '../../lib/app-error.js';
import { deleteOwnedUploads, PRIVATE_UPLOAD_PREFIX } from '../../lib/upload-keys.js';
import { viewerMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AccessGuard } from '../access/access-guard.js';
import type { StaffRoleService } from '../staff/staff-role.service.js';
import { type PresentContext, presentApplication, presentFormField } from './verification.presenter.js';
import { type ApplicationRow, type NewAnswer, verificationRepository } from './verification.repository.js';
import { type OptionRow, verificationFormRepository } from './verification-form.repository.js';
import { assertAction, lostRace } from './verification-status.js';
import {
  type CheckedVerificationFile,
  checkVerificationFile,
  isVerificationFile,
  VERIFICATION_FILE_TYPES,
} from './verification-upload.js';

const groupOptions = (rows: OptionRow[]) => {
  const out = new Map<number, OptionRow[]>();
  for (const row of rows) out.set(row.field_id, [...(out.get(row.field_id) ?? []), row]);
  return out;
};

/** An application with its applicant and answers, ready for a presenter (member or operator). */
export async function loadApplications(deps: AppDeps, db: Kysely<DB>, applications: ApplicationRow[]) {
  const repo = verificationRepository(db);
  const form = verificationFormRepository(db);
  const answers = await repo.answers(applications.map((a) => a.id));
  const fieldIds = [...new Set([...answers.values()].flat().map((a) => a.field_id))];
  const [applicants, options] = await Promise.all([
    repo.applicantsOf(applications.map((a) => a.user_id)),
    form.options(fieldIds),
  ]);
  const ctx: PresentContext = {
    storage: deps.storage,
    publicUrl: deps.config.publicUrl,
    options: groupOptions(options),
  };
  return applications.map((application) => ({
    application,
    applicant: applicants.get(application.user_id),
    answers: answers.get(application.id) ?? [],
    ctx,
  }));
}

/**
 * The member's side of agent verification (contract §3.6, §4.8): the form, my application, and
 * applying. An application is checked whole against the active fields before anything is
 * written; its files are stored first and removed again if the write does not commit. The state
 * moves only from the one read (a conditional update), so a concurrent apply or review loses
 * with the contract's 409 instead of being overwritten.
 */
export function verificationService(
  deps: AppDeps,
  access: AccessGuard,
  staffRoles: Pick<StaffRoleService, 'rolesGranting'>,
) {
  const repo = verificationRepository(deps.db);
  const formRepo = verificationFormRepository(deps.db);

  async function activeForm() {
    const fields = await formRepo.fields(true);
    const options = groupOptions(await formRepo.options(fields.map((f) => f.id)));
    return fields.map((field) => presentFormField(field, options.get(field.id)));
  }

  async function present(application: ApplicationRow): Promise<VerificationApplication> {
    const [loaded] = await loadApplications(deps, deps.db, [application]);
    if (!loaded) throw errors.notFound();
    return presentApplication(loaded.application, loaded.applicant, loaded.answers, loaded.ctx);
  }

  /** Checks every answer; the files are read (typed by their bytes) once all else is right. */
  async function checkAnswers(
    raw: unknown,
    userId: number,
  ): Promise<{ answers: NewAnswer[]; files: CheckedVerificationFile[] }> {
    const input = verificationApplySchema.parse(raw);
    const form = await activeForm();
    const byId = new Map(form.map((field) => [field.id, field]));
    const missing: FieldError[] = [];
    const invalid: FieldError[] = [];
    const seen = new Set<number>();
    const accepted: { index: number; field: (typeof form)[number]; value: unknown }[] = [];
    input.form_fields.forEach((entry, index) => {
      const field = byId.get(entry.id);
      if (!field || seen.has(entry.id)) {
        invalid.push({ field: `form_fields.${index}.id`, message: VERIFICATION_MESSAGES.invalidValue('id') });
        return;
      }
      seen.add(entry.id);
      const path = `form_fields.${index}`;
      if (field.field_type === 'file') {
        if (entry.value === undefined) missing.push({ field: path, message: VERIFICATION_MESSAGES.fillAll });
        else if (!isVerificationFile(entry.value))
          invalid.push({ field: `${path}.value`, message: VERIFICATION_MESSAGES.invalidValue(field.name) });
        else accepted.push({ index, field, value: entry.value });
        return;
      }
      const checked = checkVerificationAnswer(field, entry.value);
      if (checked.ok) accepted.push({ index, field, value: checked.value });
      else if (checked.missing) missing.push({ field: path, message: checked.message });
      else invalid.push({ field: `${path}.value`, message: checked.message });
    });
    // A field left out is named by its place on the form, where the member's form sends it.
    form.forEach((field, position) => {
      if (!seen.has(field.id))
        missing.push({ field: `form_fields.${position}`, message: VERIFICATION_MESSAGES.fillAll });
    });
    if (missing.length > 0 || invalid.length > 0) throw errors.validation([...missing, ...invalid]);

    const answers: NewAnswer[] = [];
    const files: CheckedVerificationFile[] = [];
    for (const { index, field, value } of accepted) {
      if (field.field_type === 'file') {
        const file = await checkVerificationFile(
          value,
          `form_fields.${index}.value`,
          `${PRIVATE_UPLOAD_PREFIX}verification/${userId}`,
        );
        files.push(file);
        answers.push({ field_id: field.id, field_type: 'file', value: file.key });
      } else {
        const text = Array.isArray(value) ? JSON.stringify(value) : String(value);
        answers.push({ field_id: field.id, field_type: field.field_type, value: text });
      }
    }
    return { answers, files };
  }

  /**
   * Every staff account that may read applications hears of each new one: the roles granting
   * users.read are read from the staff roles now, so a stored role an operator made counts too.
   */
  async function notifyReviewers(applicationId: number, userId: number) {
    const roles = await staffRoles.rolesGranting('users.read');
    const [reviewers, pending] = await Promise.all([repo.operatorIds(roles), repo.pendingCount()]);
    await deps.realtime.publish(reviewers, {
      type: 'admin.verification_pending',
      data: { id: applicationId, user_id: userId, pending },
    });
  }

  return {
    /** get-agent-verification-form-fields: the active fields by rank. */
    formFields(viewer: Viewer) {
      void viewer;
      return activeForm();
    },

    /** get-agent-verification-form-values: my application, or null when I never applied. */
    async myApplication(viewer: Viewer): Promise<VerificationApplication | null> {
      const application = await repo.applicationOf(viewer.user.id);
      return application ? present(application) : null;
    },

    /** apply-agent-verification: from initial or failed to pending, answers replaced. */
    async apply(viewer: Viewer, raw: unknown): Promise<VerificationApplication> {
      await access.assertMemberWrite(viewer, { demo: true });
      const userId = viewer.user.id;
      assertAction('apply', viewer.user.verification_status);
      const { answers, files } = await checkAnswers(raw, userId);

      const stored: string[] = [];
      let applicationId: number;
      let replaced: string[];
      try {
        for (const file of files) {
          await deps.storage.put(file.key, file.data, file.contentType);
          stored.push(file.key);
        }
        ({ applicationId, replaced } = await deps.db.transaction().execute(async (trx) => {
          const tx = verificationRepository(trx);
          const at = deps.now();
          const from = (await tx.userStatus(userId)) ?? '';
          const to = assertAction('apply', from);
          if (!(await tx.moveUserStatus(userId, from, to, at)))
            throw lostRace('apply', await tx.userStatus(userId));
          const applicationId = await tx.submit(userId, at);
          const replaced = await tx.replaceAnswers(applicationId, answers, at);
          return { applicationId, replaced };
        }));
      } catch (error) {
        await deleteOwnedUploads(deps.storage, stored);
        throw error;
      }
      // The earlier papers belong to the replaced answers alone.
      await deleteOwnedUploads(deps.storage, replaced);
      await notifyReviewers(applicationId, userId);
      const application = await repo.application(applicationId);
      if (!application) throw errors.notFound();
      return present(application);
    },

    /**
     * A file answer's bytes, for the applicant or an operator who may read members (users.read):
     * anybody else is refused whatever URL they hold.
     */
    async readFile(viewer: Viewer | null, answerId: number) {
      if (!viewer) throw errors.notLoggedIn();
      const answer = await repo.answer(answerId);
      if (answer?.field_type !== 'file') throw errors.notFound();
      if (answer.user_id !== viewer.user.id && !viewerMay(viewer, 'users.read')) throw errors.forbidden();
      const data = await deps.storage.get(answer.value);
      if (!data) throw errors.notFound();
      const ext = answer.value.slice(answer.value.lastIndexOf('.') + 1).toLowerCase();
      return { data, contentType: VERIFICATION_FILE_TYPES[ext] ?? 'application/octet-stream', ext };
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
