export {
  AdminTable,
  type AdminTableProps,
  type TAdminTableColumn,
  type TAdminTablePage,
  type TApiQuery,
} from './admin-table';
export { buildCsv, csvCell, csvFileName, type TCsvValue } from './csv';
export { ALL, type TAdminTableFilter, type TFilterOption, URL_PARAMS } from './url-state';
