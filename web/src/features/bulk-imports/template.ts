import { BULK_IMPORT_TEMPLATE, BULK_IMPORT_TEMPLATE_ROWS } from '@cadence/contracts';
import type { SheetData } from 'write-excel-file/browser';

/** The formats the template is offered in. */
export const TEMPLATE_KINDS = ['csv', 'xlsx'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The template as a sheet: the header in bold, dates and times as Excel dates and times (a
 * time alone is a time on Excel's day 0), so the example rows show both ways a workbook may
 * hold them; every other cell as text.
 */
export function templateSheet(): SheetData {
  const [header = [], ...rows] = BULK_IMPORT_TEMPLATE_ROWS;
  return [
    header.map((name) => ({ value: name, fontWeight: 'bold' as const })),
    ...rows.map((cells) =>
      cells.map((cell) => {
        const date = DATE.exec(cell);
        if (date) return { value: new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]))), type: Date, format: 'yyyy-mm-dd' };
        const time = TIME.exec(cell);
        if (time) return { value: new Date(Date.UTC(1899, 11, 30, Number(time[1]), Number(time[2]))), type: Date, format: 'hh:mm' };
        return cell === '' ? null : { value: cell, type: String };
      }),
    ),
  ];
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads the template as CSV, or as an .xlsx workbook (its writer is fetched only then). */
export async function downloadTemplate(kind: TemplateKind): Promise<void> {
  if (kind === 'csv') {
    save(new Blob([BULK_IMPORT_TEMPLATE], { type: 'text/csv;charset=utf-8' }), 'cadence-bulk-posts.csv');
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const widths = BULK_IMPORT_TEMPLATE_ROWS[0]?.map((name, index) => ({ width: Math.max(12, name.length + 2, ...BULK_IMPORT_TEMPLATE_ROWS.map((cells) => (cells[index] ?? '').length + 2)) }));
  save(await writeXlsxFile(templateSheet(), { sheet: 'Posts', columns: widths, stickyRowsCount: 1 }).toBlob(), 'cadence-bulk-posts.xlsx');
}
