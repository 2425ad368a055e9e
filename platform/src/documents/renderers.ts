/** The renderers themselves, drawing in the calling thread (benchmarks, tests); services use `renderInThread`. */
export { renderPdf, MAX_PDF_ROWS } from './pdf.js';
export { renderExcel } from './excel.js';
