/** Translations of texts that come from data (migration 0017). */
export interface DataTextTable {
  entity: string;
  entityKey: string;
  field: string;
  locale: string;
  text: string;
}

export interface DataTextTables {
  dataTexts: DataTextTable;
}
