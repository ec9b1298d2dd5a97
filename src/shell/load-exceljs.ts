import scriptUrl from 'exceljs/dist/exceljs.min.js?url';

type ExcelJS = typeof import('exceljs');
let loading: Promise<ExcelJS> | null = null;

/**
 * exceljs in the browser, loaded when someone makes a spreadsheet. The library ships as one prebuilt, minified file
 * of about 900 kB that no bundler can split, so it is served as that file (hashed and cached like the chunks) and
 * runs as a classic script that leaves `ExcelJS` on the window.
 */
export function loadExcelJS(): Promise<ExcelJS> {
  loading ??= new Promise<ExcelJS>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.onload = () => {
      const lib = (window as unknown as { ExcelJS?: ExcelJS }).ExcelJS;
      if (lib) resolve(lib);
      else reject(new Error('exceljs did not load'));
    };
    script.onerror = () => reject(new Error('exceljs did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // a later click tries again
    throw error;
  });
  return loading;
}
