// The parts of fontkit and pdfmake (neither ships type declarations) this project uses.

declare module 'fontkit' {
  export interface GlyphRun {
    advanceWidth: number;
    direction: 'ltr' | 'rtl';
  }
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  }
  export function openSync(path: string): Font;
}

declare module 'pdfmake' {
  interface PdfDocument {
    getBuffer(): Promise<Buffer>;
  }
  interface PdfMake {
    virtualfs: { writeFileSync(name: string, data: Buffer): void };
    setFonts(fonts: Record<string, { normal: string; bold: string; italics?: string; bolditalics?: string }>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    setProgressCallback(cb: ((progress: number) => void) | undefined): void;
    createPdf(definition: Record<string, unknown>): PdfDocument;
  }
  const pdfmake: PdfMake;
  export default pdfmake;
}
