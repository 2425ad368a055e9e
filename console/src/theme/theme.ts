import { useMediaQuery } from '@mui/material';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Width of both sidebars (spec section 4: the content is offset by 16rem). */
export const SIDEBAR_WIDTH = '16rem';

const fontFamily = ['"Segoe UI"', 'Roboto', '"Noto Sans Arabic"', '"Noto Sans"', 'Tahoma', 'Arial', 'sans-serif'].join(',');

/** Whether the reader asked their system for less motion (WCAG 2.3.3: animation from interactions). */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });

/**
 * The console's theme in a direction. With reduced motion nothing slides, grows or fades: dialogs,
 * menus and drawers appear in place (MUI's transitions all go through `transitions.create`), and
 * buttons show no ripple.
 */
export function createAppTheme(direction: 'ltr' | 'rtl', reducedMotion = false): RaThemeOptions {
  return {
    ...defaultTheme,
    direction,
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    palette: {
      ...defaultTheme.palette,
      primary: { main: '#1f3a5f' },
      secondary: { main: '#a07a3c' },
      background: { default: '#f5f6f8' },
      // darker than MUI's own orange and light blue, whose white chip text (and outlined text on
      // white) is 3.1:1 and 3.9:1, and than its red, whose error label on a filled field's grey is
      // 4.4:1: WCAG AA asks 4.5:1 of text
      warning: { main: '#a84f00' },
      info: { main: '#01579b' },
      error: { main: '#c62828' },
    },
    typography: { ...defaultTheme.typography, fontFamily },
    shape: { borderRadius: 8 },
    sidebar: { width: 256, closedWidth: 56 },
    components: {
      ...defaultTheme.components,
      ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
      // Arabic has no letter case, and sentence-case English reads the same in both layouts
      MuiButton: { ...defaultTheme.components?.MuiButton, styleOverrides: { root: { textTransform: 'none' } } },
      // MUI names a list's page links 'pagination navigation' in English whatever the page's language
      MuiPagination: { defaultProps: { 'aria-label': direction === 'rtl' ? 'التنقل بين الصفحات' : 'Pages' } },
      // Free text keeps its own direction whatever the page's: English typed into an Arabic page
      // reads 'Claim for damages.' (not '.Claim for damages'), Arabic in an English page reads
      // right to left. Body text (react-admin's TextField, card texts, list items, details) and table
      // cells take the direction of their first letter; a cell keeps the page's alignment (its own
      // text-align), a paragraph aligns as its text reads. Headings and labels stay the page's.
      MuiTypography: {
        styleOverrides: {
          root: ({ ownerState }: { ownerState: { variant?: string } }) =>
            ['body1', 'body2', 'caption'].includes(ownerState.variant ?? '') ? { unicodeBidi: 'plaintext' } : {},
        },
      },
      MuiTableCell: {
        ...defaultTheme.components?.MuiTableCell,
        styleOverrides: {
          ...defaultTheme.components?.MuiTableCell?.styleOverrides,
          body: { unicodeBidi: 'plaintext' },
          // headers wrap between words, never inside one ('Hearin gs')
          head: { wordBreak: 'normal', overflowWrap: 'normal', hyphens: 'manual' },
        },
      },
      // a disabled field's helper text says why it is disabled: it stays readable (4.5:1)
      MuiFormHelperText: {
        styleOverrides: { root: ({ theme }: { theme: { palette: { text: { secondary: string } } } }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
      },
      // a list wider than the screen scrolls inside its card, never the whole page sideways
      RaList: {
        styleOverrides: {
          // (the table's own wrapper scrolls: a scrolling content box would clip the bulk-actions toolbar above the table)
          root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { minWidth: 0 } },
        },
      },
      // and its last column (the row's actions) stays in view at the row's end
      RaDataTable: {
        styleOverrides: {
          root: {
            '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
            '& .RaDataTable-rowCell:last-of-type, & .RaDataTable-headerCell:last-of-type': { position: 'sticky', right: 0, zIndex: 1, backgroundColor: '#fff' },
          },
        },
      },
    },
  };
}
