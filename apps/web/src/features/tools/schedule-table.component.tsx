// One amortisation table for both the yearly schedule and each year's monthly breakdown: the
// columns are the same, only the first column's heading, the row data and a few classes differ.

export interface ScheduleRow {
  key: string | number;
  label: string | number;
  principal: string;
  interest: string;
  balance: string;
}

interface ScheduleTableProps {
  firstColumn: string;
  labels: { principal: string; interest: string; balance: string };
  rows: ScheduleRow[];
  className: string;
  rowHeaderClassName: string;
  testId?: string;
}

export function ScheduleTable({
  firstColumn,
  labels,
  rows,
  className,
  rowHeaderClassName,
  testId,
}: ScheduleTableProps) {
  return (
    <table className={className} data-testid={testId}>
      <thead>
        <tr className="border-b border-gray-300 text-gray-900">
          <th scope="col" className="py-2 pe-4 text-start">
            {firstColumn}
          </th>
          <th scope="col" className="py-2 pe-4 text-end">
            {labels.principal}
          </th>
          <th scope="col" className="py-2 pe-4 text-end">
            {labels.interest}
          </th>
          <th scope="col" className="py-2 text-end">
            {labels.balance}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-gray-100 text-gray-800">
            <th scope="row" className={`py-2 pe-4 text-start ${rowHeaderClassName}`}>
              {row.label}
            </th>
            <td className="py-2 pe-4 text-end">{row.principal}</td>
            <td className="py-2 pe-4 text-end">{row.interest}</td>
            <td className="py-2 text-end">{row.balance}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
