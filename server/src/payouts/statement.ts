// A month's statement as CSV (issue 47): the doctor's own transactions in one Kampala month. Cells a spreadsheet
// would read as a formula (= + - @, tab, carriage return first) are prefixed with a quote, and every cell is
// quoted, so a description can never run code in the reader's spreadsheet.
import type { Db } from '../db/create-db';

const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The instants bounding a Kampala month (UTC+3 all year). */
function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(y, m - 1, 1) - 3 * 3_600_000);
  const to = new Date(Date.UTC(y, m, 1) - 3 * 3_600_000);
  return { from: from.toISOString(), to: to.toISOString() };
}

export async function monthStatement(db: Db, userId: string, month: string): Promise<{ fileName: string; csv: string }> {
  const { from, to } = monthBounds(month);
  const rows = await db
    .selectFrom('transactions')
    .select(['created_at', 'reference_number', 'transaction_type', 'description', 'amount', 'currency', 'status', 'balance_after'])
    .where('user_id', '=', userId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .orderBy('id')
    .limit(10_000)
    .execute();
  const header = ['Date', 'Reference', 'Description', 'Money in', 'Money out', 'Currency', 'Status', 'Balance after'];
  const lines = [header.map(csvCell).join(',')];
  for (const r of rows) {
    const amount = Number(r.amount);
    lines.push(
      [r.created_at, r.reference_number, r.description ?? '', r.transaction_type === 'credit' ? amount : '', r.transaction_type === 'debit' ? amount : '', r.currency, r.status, Number(r.balance_after)]
        .map(csvCell)
        .join(','),
    );
  }
  return { fileName: `musawo-statement-${month}.csv`, csv: `${lines.join('\r\n')}\r\n` };
}
