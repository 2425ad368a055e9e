import { columns } from './columns.js';
import { str, type Doc } from './context.js';
import { defineReport } from './types.js';

/** Case documents filed in the period, of the chosen case types and document categories. */
export const documentsReport = defineReport<Doc>({
  id: 'documents',
  title: { en: 'Documents report', ar: 'تقرير المستندات' },
  columns: columns('uploadedAt', 'caseNumber', 'caseTitle', 'caseType', 'documentName', 'category', 'fileName', 'sizeKb'),
  async load(ctx) {
    const { caseTypeIds, documentCategoryIds } = ctx.filters;
    const cases = await ctx.cases();
    // documents filed before categories had ids carry only the category's name
    const categories = documentCategoryIds ? await ctx.store.collection('document_categories').find({ id: { $in: documentCategoryIds } }) : [];
    const names = new Set(categories.flatMap((c) => [c.categoryEn, c.categoryAr].map((n) => String(n ?? '').toLowerCase())));
    const docs = (await ctx.ofCases('case_documents')).filter(
      (d) =>
        ctx.inPeriod(ctx.dayOf(d.createdAt)) &&
        (!caseTypeIds || caseTypeIds.includes(cases.get(d.caseId as number)?.caseTypeId as number)) &&
        (!documentCategoryIds || documentCategoryIds.includes(d.categoryId as number) || (d.categoryId == null && names.has(String(d.category ?? '').toLowerCase()))),
    );
    return docs.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || Number(b.id) - Number(a.id));
  },
  async row(d, ctx) {
    const cells = await ctx.caseCells((await ctx.cases()).get(d.caseId as number));
    const category = await ctx.lookup('document_categories', d.categoryId);
    return {
      ...cells,
      uploadedAt: ctx.dayOf(d.createdAt),
      documentName: str(d.name),
      category: ctx.name(category, 'categoryEn', 'categoryAr') ?? str(d.category),
      fileName: str(d.fileName),
      sizeKb: typeof d.fileSize === 'number' ? Math.round((d.fileSize / 1024) * 10) / 10 : null,
    };
  },
});
