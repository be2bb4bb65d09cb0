'use client';

import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { showErrorToast } from '@/lib/toast';
import { csvFileName } from './csv';
import { buildCsvExport, describeCsvExport } from './csv-export';
import type { TAdminTableColumn, TApiQuery, TLoadPage } from './types';

/**
 * "Export CSV": builds the file for the table's current query, downloads it as
 * `<baseName>-<date>.csv` and says in a toast how many rows it holds.
 */
export function useCsvExport<T>(options: {
  loadPage: TLoadPage<T>;
  query: TApiQuery;
  columns: readonly TAdminTableColumn<T>[];
  baseName: string;
}) {
  const [isExporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      const { csv, rowCount, total } = await buildCsvExport(options.loadPage, options.query, options.columns);
      const fileName = csvFileName(options.baseName);
      downloadText(csv, fileName);
      notifications.show({
        color: 'teal',
        title: 'Export ready',
        message: describeCsvExport(fileName, rowCount, total),
        autoClose: 4000,
        withBorder: true,
      });
    } catch (err) {
      showErrorToast(err);
    } finally {
      setExporting(false);
    }
  }

  return { exportCsv, isExporting };
}

function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: the browser reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
