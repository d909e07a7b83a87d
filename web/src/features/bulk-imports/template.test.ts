import { describe, expect, it } from 'vitest';
import { BULK_IMPORT_TEMPLATE, BULK_IMPORT_TEMPLATE_ROWS } from '@cadence/contracts';
import { templateSheet } from './template';

describe('the bulk import template', () => {
  it('holds the same rows as a CSV file and as a sheet, with Excel dates and times in the sheet', () => {
    expect(BULK_IMPORT_TEMPLATE.split('\r\n')[0]).toBe(BULK_IMPORT_TEMPLATE_ROWS[0]?.join(','));
    expect(BULK_IMPORT_TEMPLATE).toContain('"Fresh bread at 7, come early",Bakery page,,2030-05-04,07:00,Europe/Bucharest');
    const [header, first] = templateSheet();
    expect(header?.map((cell) => (cell && typeof cell === 'object' && 'value' in cell ? cell.value : cell))).toEqual(BULK_IMPORT_TEMPLATE_ROWS[0]);
    expect(first?.[3]).toEqual({ value: new Date(Date.UTC(2030, 4, 4)), type: Date, format: 'yyyy-mm-dd' });
    expect(first?.[4]).toEqual({ value: new Date(Date.UTC(1899, 11, 30, 7, 0)), type: Date, format: 'hh:mm' });
    expect(first?.[0]).toEqual({ value: 'Fresh bread at 7, come early', type: String });
    expect(first?.[2]).toBeNull();
  });
});
