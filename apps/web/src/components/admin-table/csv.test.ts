import { describe, expect, it } from 'vitest';
import { buildCsv, CSV_BOM, csvCell, csvFileName } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Vijay Electronics')).toBe('Vijay Electronics');
    expect(csvCell(120000)).toBe('120000');
    expect(csvCell(true)).toBe('true');
  });

  it('writes null and undefined as an empty cell', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Kathmandu, Nepal')).toBe('"Kathmandu, Nepal"');
    expect(csvCell('the "best" store')).toBe('"the ""best"" store"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('keeps unicode text as it is', () => {
    expect(csvCell('नेपाल पसल')).toBe('नेपाल पसल');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('+977 9800000000')).toBe("'+977 9800000000");
  });
});

describe('buildCsv', () => {
  it('starts with the UTF-8 BOM and ends every line with CRLF', () => {
    const csv = buildCsv(['Store', 'Products'], [['Vijay Electronics', 12]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(CSV_BOM.length)).toBe('Store,Products\r\nVijay Electronics,12\r\n');
  });

  it('quotes headers and cells the same way', () => {
    const csv = buildCsv(['Name, full', 'Note'], [['Sita', 'says "hi"\nthen leaves']]);
    expect(csv.slice(CSV_BOM.length)).toBe('"Name, full",Note\r\nSita,"says ""hi""\nthen leaves"\r\n');
  });

  it('writes only the header line for no rows', () => {
    expect(buildCsv(['A', 'B'], [])).toBe(`${CSV_BOM}A,B\r\n`);
  });
});

describe('csvFileName', () => {
  it('adds the date and the extension', () => {
    expect(csvFileName('vendors', new Date(2026, 10, 21))).toBe('vendors-2026-11-21.csv');
  });

  it('drops an extension given and replaces unsafe characters', () => {
    expect(csvFileName('vendor applications.csv', new Date(2026, 0, 5))).toBe(
      'vendor-applications-2026-01-05.csv',
    );
  });
});
