import { Readable } from "node:stream";
import { stringify } from "csv-stringify";

/**
 * Staff CSV exports (orders, newsletter subscribers): rows are read from the database a batch at
 * a time and written as they come, so an export of a year of orders never sits in memory whole.
 */

/** Characters a spreadsheet takes as the start of a formula (or that hide one after them). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: buyers type their e-mails, player IDs and nicknames, so a
 * cell such as `=HYPERLINK(…)` or `@SUM(…)` must never run when staff open the file. The single
 * quote is what Excel, LibreOffice and Google Sheets all take as "this is text".
 */
export function neutraliseCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** Cents as a decimal US-dollar amount: 1234 → "12.34". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/** An instant as ISO 8601 in UTC, or an empty cell. */
export function isoCell(at: Date | null | undefined): string {
  return at ? at.toISOString() : "";
}

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number };

/**
 * A CSV stream (RFC 4180 quoting by csv-stringify, CRLF line ends, a UTF-8 byte-order mark so
 * spreadsheets read accents and non-Latin names right) of the rows the batches yield, header
 * first. Every text cell goes through `neutraliseCell`; numbers are written as they are.
 * `onEnd` hears the number of rows once the last batch was written.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  onEnd?: (rows: number) => void,
): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    record_delimiter: "windows",
    columns: columns.map((column, index) => ({ key: String(index), header: column.header })),
    cast: { string: (value) => neutraliseCell(value) },
  });
  const records = Readable.from(
    (async function* () {
      let count = 0;
      for await (const batch of batches) {
        for (const row of batch) {
          const record: Record<string, string | number> = {};
          columns.forEach((column, index) => {
            record[String(index)] = column.value(row);
          });
          count += 1;
          yield record;
        }
      }
      onEnd?.(count);
    })(),
  );
  records.on("error", (error) => stringifier.destroy(error));
  return records.pipe(stringifier);
}
