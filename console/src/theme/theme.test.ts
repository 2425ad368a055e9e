import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { createAppTheme } from './theme';

describe('the theme under reduced motion', () => {
  it('animates dialogs, menus and drawers by default', () => {
    const theme = createTheme(createAppTheme('rtl'));
    expect(theme.transitions.create('transform')).toMatch(/transform \d+ms/);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('moves nothing when the reader asked for less motion, in both directions', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const theme = createTheme(createAppTheme(direction, true));
      expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      expect(theme.direction).toBe(direction);
    }
  });
});
