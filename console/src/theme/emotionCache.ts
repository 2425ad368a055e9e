import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction: the RTL one mirrors left/right, margins and paddings of every style.
export const ltrCache = createCache({ key: 'mui' });
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
