import { isValidElement, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Table, TableBody, TableHead, TableRow, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DataTableRenderContext, type DataTableProps, type RaRecord } from 'react-admin';
import { useNamedRowCheckboxes } from './rowCheckboxNames';

type FittingDataTableProps<R extends RaRecord> = DataTableProps<R> & {
  /** the last column holds the row's actions: it stays in the row whatever the width */
  actionsLast?: boolean;
  /**
   * the columns a person reads a row by (a client's name, not its number; an e-mail's To and
   * Subject), by source: a narrow row shows them beside its first columns, a phone's row only
   * them. A bilingual pair's base name stands for both ('fullName': fullNameEn or fullNameAr).
   * The first column when not given.
   */
  lead?: string[];
};

// a column's cells and header (react-admin marks its own columns' headers `column-<source>`; the
// selection and expand cells carry neither mark)
const CELL = '.RaDataTable-rowCell';
const HEAD = '.RaDataTable-headerCell[class*="column-"]';

/** a cell or header of one of the lead columns (react-admin marks both `column-<source>`) */
const leadCells = (lead: string[]) => lead.flatMap((source) => [source, `${source}En`, `${source}Ar`].map((s) => `[class~="column-${s}"]`)).join(', ');

/**
 * react-admin's DataTable that fits narrow screens: below 1200 px (a tablet, a small laptop with the
 * sidebar open) a row shows its first columns, the ones that matter first, its lead columns and its
 * actions; the other columns are in the row's detail, opened by the row's expand button. Phones keep
 * the lead columns only (the first column when no lead is named).
 * From 1200 px every column is in the row, as before. For every list, whatever its columns are
 * made of: the same columns render in the row and in its detail, each place showing its share.
 */
export const FittingDataTable = <R extends RaRecord = RaRecord>({ children, actionsLast = true, lead, sx, expand, ...props }: FittingDataTableProps<R>) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const leading = lead?.length ? lead : undefined;
  // how many of the first columns a row keeps (on a phone none beside the lead ones, when named)
  const keep = phone ? (leading ? 0 : 1) : narrow ? 3 : Infinity;
  // how many columns the table has, read from its own header (not its rows' details) whenever it is drawn again (the table
  // waits for its data, and columns may be fragments or come and go with permissions)
  const root = useRef<HTMLDivElement>(null);
  useNamedRowCheckboxes(root);
  const [columns, setColumns] = useState(0);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const count = () => setColumns(element.querySelectorAll(`thead.RaDataTable-thead ${HEAD}`).length);
    count();
    const observer = new MutationObserver(count);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  const [leadShown, setLeadShown] = useState(0);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element || !leading) return setLeadShown(0);
    // lead columns beyond the first ones kept, which a row shows too
    const count = () => setLeadShown([...element.querySelectorAll(`thead.RaDataTable-thead ${HEAD}`)].filter((th, i) => i >= keep && th.matches(leadCells(leading))).length);
    count();
    const observer = new MutationObserver(count);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [keep, leading?.join()]);
  const folded = Number.isFinite(keep) && columns - (actionsLast ? 1 : 0) > keep + leadShown;
  const notLead = leading ? `:not(${leadCells(leading)})` : '';
  const hidden = `:is(td:nth-child(n+${keep + 1} of ${CELL}), th:nth-child(n+${keep + 1} of ${HEAD}))${notLead}${actionsLast ? ':not(:last-child)' : ''}`;

  return (
    <Box ref={root} sx={{ minWidth: 0 }}>
      <DataTable<R>
        {...props}
        expand={
          folded ? (
            <RowDetail keep={keep} lead={leading} actionsLast={actionsLast} stacked={phone ? columns - (actionsLast ? 1 : 0) - keep - leadShown : 0} more={isValidElement(expand) ? expand : undefined}>
              {children}
            </RowDetail>
          ) : (
            expand
          )
        }
        sx={[folded && { [`& .RaDataTable-row > ${hidden}`]: { display: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {children}
      </DataTable>
    </Box>
  );
};

/**
 * The columns a narrow row does not show: their names over their values, under the row, then the
 * list's own detail (`more`) if it has one. On a phone (`stacked`: how many columns it holds) each
 * name beside its value, one column a line, so the detail is no wider than the screen.
 */
const RowDetail = ({ children, keep, lead, actionsLast, stacked, more }: { children: ReactNode; keep: number; lead?: string[]; actionsLast: boolean; stacked: number; more?: ReactElement }) => {
  const first = keep > 0 ? [`td:nth-child(-n+${keep} of ${CELL})`, `th:nth-child(-n+${keep} of ${HEAD})`] : [];
  const shown = `:is(${[...first, ...(lead ? [leadCells(lead)] : []), ...(actionsLast ? ['td:last-child', 'th:last-child'] : [])].join(', ')})`;
  // the names fill the grid's first column from the top, the values its second
  const lines = stacked > 0 && {
    display: 'grid',
    gridAutoFlow: 'column',
    gridTemplateRows: `repeat(${stacked}, auto)`,
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    '& thead, & tbody, & tr': { display: 'contents' },
    '& th, & td': { overflowWrap: 'anywhere' },
  };
  return (
    <>
      <Table size="small" sx={[{ mb: 1, [`& tr > ${shown}`]: { display: 'none' }, '& th': { pointerEvents: 'none', color: 'text.secondary' } }, lines]} data-testid="row-detail">
        <TableHead>
          <TableRow>
            <DataTableRenderContext.Provider value="header">{children}</DataTableRenderContext.Provider>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <DataTableRenderContext.Provider value="data">{children}</DataTableRenderContext.Provider>
          </TableRow>
        </TableBody>
      </Table>
      {more}
    </>
  );
};

FittingDataTable.Col = DataTable.Col;
FittingDataTable.NumberCol = DataTable.NumberCol;
