import { IMAGE_MAX_BYTES } from '@domus/shared/constants/upload-limits.constants';
import {
  isWriteOnlySetting,
  SETTING_GROUP_NAMES,
  SETTING_GROUPS,
  type SettingGroup,
  settingGroupSchema,
} from '@domus/shared/schemas/admin-settings.schema';
import type { SettingKey } from '@domus/shared/schemas/settings.schema';
import { mediaUrl } from '../../adapters/storage/storage.adapter.js';
import type { AppDeps } from '../../app-deps.js';
import { errors } from '../../lib/app-error.js';
import type { OperatorRequest } from '../../lib/call.js';
import { isUploadedFile, readImageUpload } from '../../lib/image-upload.js';
import { deleteOwnedUploads, newUploadKey } from '../../lib/upload-keys.js';
import { assertMay } from '../../lib/viewer-may.js';
import type { Viewer } from '../../plugins/auth.plugin.js';
import type { AuditService } from '../audit/audit.service.js';
import { MEDIA_SETTING_KEYS } from './settings.keys.js';
import type { SettingsService } from './settings.service.js';

const isMedia = (key: string) => (MEDIA_SETTING_KEYS as readonly string[]).includes(key);

/** A write-only value as the console and the audit log may see it: whether it is set. */
const masked = (value: unknown) => ({ set: value !== null && value !== undefined && value !== '' });

/**
 * The console's settings page (issue 14, contract §3.8): every operator setting the code reads, in
 * groups, each group saved in one transaction with its audit record. Only the keys of the settings
 * schema ever leave: anything else the table holds (an imported gateway secret) stays on the
 * server, and write-only keys are answered as set / not set, in the audit log too. A save empties
 * the settings cache here and, through the change feed (Redis when configured), on every instance.
 */
export function settingsAdminService(deps: AppDeps, settings: SettingsService, audit: AuditService) {
  async function groupValues(group: SettingGroup, forAudit = false): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const key of SETTING_GROUPS[group] as readonly SettingKey[]) {
      const value = await settings.get(key);
      if (isWriteOnlySetting(key)) out[key] = masked(value);
      else if (isMedia(key) && !forAudit) out[key] = mediaUrl(deps.storage, value as string | null);
      else out[key] = value;
    }
    return out;
  }

  return {
    /** GET admin/settings: every group with its values in force. */
    async all(viewer: Viewer) {
      assertMay(viewer, 'settings.read');
      const out: Record<string, Record<string, unknown>> = {};
      for (const group of SETTING_GROUP_NAMES) out[group] = await groupValues(group);
      return out;
    },

    /**
     * POST admin/settings/test-mail: one mail through the configured transport, so the operator
     * sees the mail settings work; a refused delivery is a 503, never a 500. Audited (who sent
     * what where), though nothing is stored.
     */
    async testMail(operator: OperatorRequest, to: string | undefined) {
      assertMay(operator.viewer, 'settings.write');
      const address = to ?? operator.viewer.user.email;
      if (!address) throw errors.field('to', 'Enter a valid email address');
      const company = await settings.get('company_name');
      try {
        await deps.mail.send({
          to: address,
          subject: `${company}: test mail`,
          text: `This is a test mail from ${company}. Mail delivery works.`,
        });
      } catch {
        throw errors.coded('UPSTREAM_UNAVAILABLE');
      }
      await audit.within(deps.db).record(operator, {
        action: 'settings.test_mail',
        target: { type: 'settings', id: null },
        before: null,
        after: { to: address },
      });
      return { to: address };
    },

    /**
     * POST admin/settings/images/{key}: a logo or placeholder replaced by an uploaded JPEG or PNG
     * (typed by its bytes, written again without metadata). The old file is deleted only after
     * the new key is stored, so a failure leaves the old picture in force.
     */
    async replaceImage(
      operator: OperatorRequest,
      key: (typeof SETTING_GROUPS.images)[number],
      file: unknown,
    ) {
      assertMay(operator.viewer, 'settings.write');
      if (!isUploadedFile(file)) throw errors.field('image', 'This field must be a file');
      const image = await readImageUpload(file, { field: 'image', maxBytes: IMAGE_MAX_BYTES, minSide: 1 });
      const stored = newUploadKey('settings', image.ext);
      await deps.storage.put(stored, image.data, image.contentType);
      const before = await settings.get(key);
      try {
        await settings.setMany({ [key]: stored }, (trx) =>
          audit.within(trx).record(operator, {
            action: 'settings.update',
            target: { type: 'settings', id: null },
            before: { [key]: before },
            after: { [key]: stored },
          }),
        );
      } catch (error) {
        await deleteOwnedUploads(deps.storage, [stored]);
        throw error;
      }
      await deleteOwnedUploads(deps.storage, [before as string | null]);
      return groupValues('images');
    },

    /** PATCH admin/settings/{group}: the keys sent (each checked by its schema); the others stay. */
    async update(operator: OperatorRequest, group: SettingGroup, body: Record<string, unknown>) {
      assertMay(operator.viewer, 'settings.write');
      const parsed = settingGroupSchema(group).safeParse(body);
      if (!parsed.success) {
        throw errors.validation(
          parsed.error.issues.map((issue) => {
            const field = String(issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys[0] : ''));
            const message =
              issue.code === 'unrecognized_keys'
                ? `${issue.keys.join(', ')}: not a setting of this group`
                : `${field}: ${issue.message}`;
            return { field, message };
          }),
        );
      }
      const values = Object.fromEntries(
        Object.entries(parsed.data).filter(([, v]) => v !== undefined),
      ) as Partial<Record<SettingKey, unknown>>;
      if (Object.keys(values).length > 0) {
        const before = await groupValues(group, true);
        const shown = (key: string, value: unknown) => (isWriteOnlySetting(key) ? masked(value) : value);
        await settings.setMany(values, (trx) =>
          audit.within(trx).record(operator, {
            action: 'settings.update',
            target: { type: 'settings', id: null },
            before: Object.fromEntries(Object.keys(values).map((k) => [k, before[k]])),
            after: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, shown(k, v)])),
          }),
        );
      }
      return groupValues(group);
    },
  };
}

export type SettingsAdminService = ReturnType<typeof settingsAdminService>;
