'use client';

import { checkOperatorReason, OPERATOR_REASON_MAX } from '@domus/shared/constants/admin-payments.constants';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import type { PackageChoice } from './admin-transactions.types';
import { assignPackage } from './api/assign-package';
import type { AssignWords } from './transactions-words';

// "Assign a package" by hand: the member by email or id, the package, the reason (kept in the
// audit log). Checked here with the API's own rule; the API's refusal (unknown member, package
// held already) is shown under the form. On success the table is rendered again from the server.

type Field = 'member' | 'package' | 'reason';

const FIELD =
  'mt-1 min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-gray-900 aria-invalid:border-red-700';

export function AssignPackageForm({ packages, words }: { packages: PackageChoice[]; words: AssignWords }) {
  const router = useRouter();
  const id = useId();
  const refs = {
    member: useRef<HTMLInputElement>(null),
    package: useRef<HTMLSelectElement>(null),
    reason: useRef<HTMLTextAreaElement>(null),
  };
  const [member, setMember] = useState('');
  const [pkg, setPkg] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    const who = member.trim();
    if (!who) found.member = words.memberRequired;
    if (!pkg) found.package = words.packageRequired;
    const checked = checkOperatorReason(reason);
    if ('message' in checked) found.reason = checked.message;
    setErrors(found);
    setFailure(null);
    setDone(null);
    const firstBad = (['member', 'package', 'reason'] as const).find((field) => found[field]);
    if (firstBad || 'message' in checked) {
      if (firstBad) refs[firstBad].current?.focus();
      return;
    }
    setBusy(true);
    await assignPackage(
      {
        ...(/^\d+$/.test(who) ? { user_id: Number(who) } : { email: who }),
        package_id: Number(pkg),
        reason: checked.reason,
      },
      {
        successToast: true,
        onSuccess: () => {
          setMember('');
          setPkg('');
          setReason('');
          setDone(words.done);
          router.refresh();
        },
        onError: (info) => setFailure(info.message),
      },
    );
    setBusy(false);
  }

  const describe = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {errors[field]}
      </p>
    ) : null;
  const length = reason.trim().length;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4"
      data-testid="assign-package-form"
    >
      <div>
        <h2 id={`${id}-heading`} className="text-xl font-bold text-gray-900">
          {words.heading}
        </h2>
        <p className="mt-1 text-gray-700">{words.intro}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-member`} className="font-semibold text-gray-900">
            {words.member}
          </label>
          <p id={`${id}-member-hint`} className="text-sm text-gray-700">
            {words.memberHint}
          </p>
          <input
            ref={refs.member}
            id={`${id}-member`}
            name="member"
            value={member}
            onChange={(event) => setMember(event.target.value)}
            autoComplete="off"
            aria-required="true"
            aria-invalid={errors.member ? true : undefined}
            aria-describedby={describe('member', `${id}-member-hint`)}
            className={FIELD}
          />
          {fieldError('member')}
        </div>
        <div>
          <label htmlFor={`${id}-package`} className="font-semibold text-gray-900">
            {words.package}
          </label>
          <select
            ref={refs.package}
            id={`${id}-package`}
            name="package_id"
            value={pkg}
            onChange={(event) => setPkg(event.target.value)}
            aria-required="true"
            aria-invalid={errors.package ? true : undefined}
            aria-describedby={describe('package')}
            className={`${FIELD} sm:mt-6`}
          >
            <option value="">{words.choose}</option>
            {packages.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          {fieldError('package')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="font-semibold text-gray-900">
          {words.reason}
        </label>
        <p id={`${id}-reason-hint`} className="text-sm text-gray-700">
          {words.reasonHint}
        </p>
        <textarea
          ref={refs.reason}
          id={`${id}-reason`}
          name="reason"
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-required="true"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={describe('reason', `${id}-reason-hint ${id}-reason-count`)}
          className={`${FIELD} py-2`}
        />
        <p
          id={`${id}-reason-count`}
          className={`mt-1 text-end text-sm ${length > OPERATOR_REASON_MAX ? 'font-semibold text-red-800' : 'text-gray-700'}`}
        >
          {words.count.replace('{count}', String(length))}
        </p>
        {fieldError('reason')}
      </div>
      {/* Both live regions stay in the page, empty, so what they later say is announced. */}
      <div className="grid">
        <p role="alert" className="font-semibold text-red-800">
          {failure ?? ''}
        </p>
        <p role="status" className="font-semibold text-emerald-800">
          {done ?? ''}
        </p>
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-md bg-(--brand) px-5 font-semibold text-(--on-brand) disabled:opacity-70"
        >
          {busy ? words.busy : words.submit}
        </button>
      </div>
    </form>
  );
}
