import { FILL_ALL_FIELDS } from '@domus/shared/constants/messages.constants';
import { mediaUrl, type StorageAdapter } from '../../adapters/storage/storage.adapter.js';
import { errors } from '../../lib/app-error.js';
import { isUploadedFile } from '../../lib/image-upload.js';
import type { UploadedFile } from '../../plugins/body.plugin.js';
import type { PostingParameter } from '../catalogue/catalogue.service.js';

/** A parameter value as stored (text; checkbox options as a JSON array), or a file still to store. */
export type ParameterValue =
  | { parameter_id: number; kind: 'text'; value: string }
  | { parameter_id: number; kind: 'file'; file: UploadedFile; field: string }
  | { parameter_id: number; kind: 'keep' };

const TEXT_MAX: Record<string, number> = { textbox: 255, textarea: 5000 };

function asText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The parameter values of a listing form checked against its category (contract §2.3): each
 * parameter of the category at most once, a value of its type (`Invalid value for Bedrooms`), and
 * every required one filled (`Please fill all fields`). On an edit a file parameter without a new
 * file keeps the stored one (`existingFiles`).
 */
export function checkParameterValues(
  rules: readonly PostingParameter[],
  entries: readonly { parameter_id: number; value?: unknown }[],
  existingFiles: ReadonlySet<number> = new Set(),
): ParameterValue[] {
  const byId = new Map(rules.map((r) => [r.id, r]));
  const seen = new Set<number>();
  const out: ParameterValue[] = [];
  entries.forEach((entry, index) => {
    const field = `parameters.${index}.value`;
    const rule = byId.get(entry.parameter_id);
    if (!rule) {
      throw errors.field(
        `parameters.${index}.parameter_id`,
        'This parameter does not belong to the category',
      );
    }
    if (seen.has(rule.id)) {
      throw errors.field(`parameters.${index}.parameter_id`, `${rule.name} is sent more than once`);
    }
    seen.add(rule.id);
    const value = parameterValue(rule, entry.value, field);
    if (value) out.push(value);
  });
  for (const rule of rules) {
    if (!rule.is_required) continue;
    const given = out.some((v) => v.parameter_id === rule.id);
    if (!given && !(rule.type === 'file' && existingFiles.has(rule.id))) {
      throw errors.field('parameters', FILL_ALL_FIELDS);
    }
  }
  // A file parameter left out of an edit keeps its stored file.
  for (const id of existingFiles) {
    if (byId.get(id)?.type === 'file' && !out.some((v) => v.parameter_id === id)) {
      out.push({ parameter_id: id, kind: 'keep' });
    }
  }
  return out;
}

function parameterValue(rule: PostingParameter, raw: unknown, field: string): ParameterValue | null {
  const invalid = () => errors.field(field, `Invalid value for ${rule.name}`);
  if (raw === undefined || raw === null) return null;
  switch (rule.type) {
    case 'file':
      if (!isUploadedFile(raw)) throw invalid();
      return { parameter_id: rule.id, kind: 'file', file: raw, field };
    case 'checkbox': {
      const list = Array.isArray(raw) ? raw.map(asText) : (asText(raw) ?? '').split(',').map((v) => v.trim());
      const picked: string[] = [];
      for (const option of list) {
        if (option === null) throw invalid();
        if (option === '') continue;
        const match = rule.options.find((o) => o.toLowerCase() === option.toLowerCase());
        if (!match) throw invalid();
        if (!picked.includes(match)) picked.push(match);
      }
      return picked.length > 0
        ? { parameter_id: rule.id, kind: 'text', value: JSON.stringify(picked) }
        : null;
    }
    case 'dropdown':
    case 'radiobutton': {
      const text = asText(raw);
      if (text === null) throw invalid();
      if (text === '') return null;
      const match = rule.options.find((o) => o.toLowerCase() === text.toLowerCase());
      if (!match) throw invalid();
      return { parameter_id: rule.id, kind: 'text', value: match };
    }
    case 'number': {
      const text = asText(raw);
      if (text === null) throw invalid();
      if (text === '') return null;
      if (!/^\d+(\.\d{1,4})?$/.test(text) || Number(text) > 1e12) throw invalid();
      return { parameter_id: rule.id, kind: 'text', value: String(Number(text)) };
    }
    default: {
      const text = asText(raw);
      if (text === null || text.length > (TEXT_MAX[rule.type] ?? 255)) throw invalid();
      return text === '' ? null : { parameter_id: rule.id, kind: 'text', value: text };
    }
  }
}

/** A stored parameter value as read (numbers, checkbox lists, file addresses). */
export function storedParameterValue(storage: StorageAdapter, type: string, raw: string): unknown {
  switch (type) {
    case 'number':
      return Number(raw);
    case 'checkbox':
      try {
        const parsed = JSON.parse(raw);
        return Array.isArray(parsed) ? parsed.map(String) : [String(parsed)];
      } catch {
        return raw.split(',').map((v) => v.trim());
      }
    case 'file':
      return mediaUrl(storage, raw);
    default:
      return raw;
  }
}
