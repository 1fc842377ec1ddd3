'use client';

import { checkRejectReason, REJECT_REASON_MAX } from '@domus/shared/constants/moderation.constants';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ReasonDialog } from '@/components/dialogs/reason-dialog.client';
import { callApi } from '@/lib/api-answer.util';
import type { ApiResult } from '@/lib/api-client';
import { ListingSwitch } from './listing-switch.client';
import type { BulkAnswer, ListingsKind } from './listings.types';
import type { ListingsWords } from './listings-words';

// The listings table: rows with checkboxes (and one for the whole page), the bulk decisions on
// the selection, and each row's on/off and premium switches. A plain table: sorting, filtering
// and paging happen on the server, so a table library would add weight and nothing else.

/** A row as the server formatted it. */
export interface ListingsTableRow {
  id: number;
  title: string;
  editHref: string;
  owner: string;
  ownerEmail: string | null;
  city: string;
  price: string | null;
  state: 'pending' | 'approved' | 'rejected';
  stateText: string;
  reason: string | null;
  status: number;
  /** null: projects have no premium flag. */
  premium: boolean | null;
  added: string;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const STATE_STYLE = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
} as const;

const CELL = 'px-3 py-2 align-middle';

export function ListingsTable({
  kind,
  rows,
  words,
}: {
  kind: ListingsKind;
  rows: ListingsTableRow[];
  words: ListingsWords;
}) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [message, setMessage] = useState('');
  const allRef = useRef<HTMLInputElement>(null);
  const ids = rows.map((r) => r.id);
  const chosen = ids.filter((id) => selected.has(id));
  const all = chosen.length > 0 && chosen.length === ids.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function report(result: ApiResult<BulkAnswer>) {
    if (result.kind === 'success') {
      const { succeeded, failed } = result.body.data;
      setMessage(fill(words.bulkDone, { ok: succeeded, failed }));
      setSelected(new Set());
      router.refresh();
    } else {
      setMessage(words.bulkFailed);
    }
  }

  async function approve() {
    setBusy(true);
    setMessage('');
    report(
      await callApi<BulkAnswer>({
        call: `admin/${kind}/bulk-approve`,
        method: 'POST',
        body: { ids: chosen },
      }),
    );
    setBusy(false);
  }

  const none = chosen.length === 0;
  return (
    <div className="grid gap-3">
      <div
        className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-white p-3"
        aria-busy={busy}
        data-testid="listings-bulk-bar"
      >
        <span className="font-semibold text-gray-900">{fill(words.selected, { count: chosen.length })}</span>
        <button
          type="button"
          disabled={none || busy}
          onClick={() => void approve()}
          className="inline-flex min-h-11 items-center rounded-md bg-emerald-800 px-4 font-semibold text-white hover:bg-emerald-900 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {words.bulkApprove}
        </button>
        <button
          type="button"
          disabled={none || busy}
          aria-haspopup="dialog"
          onClick={() => setRejecting(true)}
          className="inline-flex min-h-11 items-center rounded-md border border-red-800 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {words.bulkReject}
        </button>
        <p
          role="status"
          aria-live="polite"
          className="font-medium text-gray-800"
          data-testid="listings-bulk-result"
        >
          {message}
        </p>
      </div>
      <div className="overflow-x-auto rounded-lg border border-gray-200">
        <table
          className="w-full min-w-[48rem] border-collapse text-start text-sm"
          data-testid="listings-table"
        >
          <caption className="sr-only">{words.caption}</caption>
          <thead className="bg-gray-50 text-gray-900">
            <tr>
              <th scope="col" className={`${CELL} w-12`}>
                <input
                  ref={allRef}
                  type="checkbox"
                  checked={all}
                  onChange={() => setSelected(all ? new Set() : new Set(ids))}
                  aria-label={words.selectAll}
                  className="h-5 w-5"
                />
              </th>
              <th scope="col" className={`${CELL} text-start`}>
                {words.columns.title}
              </th>
              <th scope="col" className={`${CELL} text-start`}>
                {words.columns.owner}
              </th>
              <th scope="col" className={`${CELL} text-start`}>
                {words.columns.city}
              </th>
              {kind === 'properties' ? (
                <th scope="col" className={`${CELL} text-end`}>
                  {words.columns.price}
                </th>
              ) : null}
              <th scope="col" className={`${CELL} text-start`}>
                {words.columns.state}
              </th>
              <th scope="col" className={CELL}>
                {words.columns.on}
              </th>
              {kind === 'properties' ? (
                <th scope="col" className={CELL}>
                  {words.columns.premium}
                </th>
              ) : null}
              <th scope="col" className={`${CELL} text-start`}>
                {words.columns.added}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-gray-200" data-testid={`listing-row-${row.id}`}>
                <td className={CELL}>
                  <input
                    type="checkbox"
                    checked={selected.has(row.id)}
                    onChange={() => toggle(row.id)}
                    aria-label={fill(words.select, { title: row.title })}
                    className="h-5 w-5"
                  />
                </td>
                <th scope="row" className={`${CELL} min-w-48 text-start font-semibold`}>
                  <Link
                    href={row.editHref}
                    prefetch={false}
                    aria-label={fill(words.edit, { title: row.title })}
                    className="text-(--brand-ink,#1d4ed8) underline-offset-2 hover:underline"
                  >
                    <bdi>{row.title}</bdi>
                  </Link>
                </th>
                <td className={`${CELL} min-w-44`}>
                  <bdi className="block">{row.owner}</bdi>
                  {row.ownerEmail ? (
                    <span className="block text-xs text-gray-700 [overflow-wrap:anywhere]">
                      {row.ownerEmail}
                    </span>
                  ) : null}
                </td>
                <td className={CELL}>
                  <bdi>{row.city}</bdi>
                </td>
                {kind === 'properties' ? (
                  <td className={`${CELL} text-end whitespace-nowrap`}>{row.price}</td>
                ) : null}
                <td className={CELL}>
                  <span
                    className={`inline-block rounded-full px-2 py-0.5 font-semibold ${STATE_STYLE[row.state]}`}
                    data-testid="listing-state"
                  >
                    {row.stateText}
                  </span>
                  {row.reason ? (
                    <span dir="auto" className="mt-1 block max-w-64 text-xs text-gray-700">
                      {row.reason}
                    </span>
                  ) : null}
                </td>
                <td className={`${CELL} text-center`}>
                  <ListingSwitch
                    call={`admin/${kind}/${row.id}/status`}
                    body={(on) => ({ status: on ? 1 : 0 })}
                    checked={row.status === 1}
                    label={fill(words.switchOn, { title: row.title })}
                    testId="listing-switch-status"
                  />
                </td>
                {row.premium !== null ? (
                  <td className={`${CELL} text-center`}>
                    <ListingSwitch
                      call={`admin/properties/${row.id}/premium`}
                      body={(on) => ({ is_premium: on })}
                      checked={row.premium}
                      label={fill(words.switchPremium, { title: row.title })}
                      testId="listing-switch-premium"
                    />
                  </td>
                ) : null}
                <td className={`${CELL} whitespace-nowrap`}>{row.added}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rejecting ? (
        <ReasonDialog
          words={{ ...words.dialog, title: fill(words.selected, { count: chosen.length }) }}
          max={REJECT_REASON_MAX}
          check={checkRejectReason}
          send={async (reason, handlers) => {
            const result = await callApi<BulkAnswer>(
              { call: `admin/${kind}/bulk-reject`, method: 'POST', body: { ids: chosen, reason } },
              handlers,
            );
            if (result.kind === 'success') report(result);
            return result;
          }}
          onClose={() => setRejecting(false)}
          testId="bulk-reject-dialog"
        />
      ) : null}
    </div>
  );
}
