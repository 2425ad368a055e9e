import { Fragment, useEffect, useId, useRef, useState } from 'react';
import {
  Box, Button, CircularProgress, Dialog, DialogContent, InputAdornment, List, ListItem, ListItemButton, ListItemText, ListSubheader, TextField, Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import type { SearchHit, SearchKind } from '@lawfirm/contracts';
import { withoutIsolates } from '@lawfirm/contracts/i18n/isolate.ts';
import { httpClient, API_URL } from '../api/http';
import { useLanguage } from '../i18n/language';
import { kindNames, searchWording as wording } from './wording';

/** Typing in a field (or an editor) keeps `/` for itself; Ctrl+K opens the search from anywhere. */
const typingIn = (t: EventTarget | null) => t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));

/** The app bar's search over everything the user may see (GET /api/search), opened by its button, `/` or Ctrl+K. */
export const GlobalSearch = () => {
  const language = useLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const asked = useRef(0);
  // the ARIA combobox pattern: the focus stays in the box, the arrows move the active answer, which
  // the box names (aria-activedescendant) so that a screen reader reads it out
  const ids = useId();
  const listboxId = `${ids}-answers`;
  const optionId = (index: number) => `${ids}-answer-${index}`;
  // set back to the first answer with each new answer, kept within them by the keys
  const activeHit = hits?.[active];

  useEffect(() => {
    if (activeHit) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active, hits]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        setOpen(true);
      } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target)) {
        e.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setHits(null);
      setFailed(false);
      return;
    }
    const ticket = ++asked.current;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const { json } = await httpClient(`${API_URL}/search?q=${encodeURIComponent(q)}&limit=30`);
        if (ticket !== asked.current) return;
        setHits(json as SearchHit[]);
        setFailed(false);
        setActive(0);
      } catch {
        if (ticket === asked.current) setFailed(true);
      } finally {
        if (ticket === asked.current) setLoading(false);
      }
    }, 200);
    return () => clearTimeout(timer);
  }, [query]);

  const close = () => {
    setOpen(false);
    setQuery('');
    setHits(null);
  };
  const go = (hit: SearchHit) => {
    close();
    navigate(hit.url);
  };
  // the API isolates the parts of what it composed with Unicode's marks (for any client): here each
  // part is isolated by its own <bdi> instead, the marks taken out so that nothing is isolated twice
  const title = (h: SearchHit) => withoutIsolates(language === 'ar' ? h.titleAr || h.titleEn : h.titleEn || h.titleAr);
  const subtitle = (h: SearchHit) => withoutIsolates(language === 'ar' ? h.subtitleAr || h.subtitleEn : h.subtitleEn || h.subtitleAr);
  // a title's or subtitle's parts (a client's number and phone, a case's number, title and court, a
  // hearing's day and time) each isolated in its own direction: a phone reads +971 4 321 0001 on an
  // Arabic page, not 0001 321 4 971+
  const isolatedParts = (text: string) => text.split(' · ').map((part, i) => <Fragment key={i}>{i ? ' · ' : ''}<bdi>{part}</bdi></Fragment>);
  const groups = (hits ?? []).reduce<{ kind: SearchKind; items: { hit: SearchHit; index: number }[] }[]>((acc, hit, index) => {
    const last = acc.at(-1);
    if (last?.kind === hit.kind) last.items.push({ hit, index });
    else acc.push({ kind: hit.kind, items: [{ hit, index }] });
    return acc;
  }, []);

  return (
    <>
      <Button
        color="inherit"
        startIcon={<SearchIcon />}
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K /"
        title={wording.hint[language]}
        data-testid="global-search-open"
        aria-label={wording.open[language]}
        sx={{ textTransform: 'none', color: 'text.secondary', minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, sm: undefined } } }}
      >
        {/* on a phone the magnifier alone, so the app bar fits */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>{wording.open[language]}</Box>
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-label={wording.open[language]}>
        <DialogContent sx={{ p: 2 }}>
          <TextField
            autoFocus
            fullWidth
            value={query}
            placeholder={wording.placeholder[language]}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (!hits?.length) return;
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((a) => Math.min(a + 1, hits.length - 1));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((a) => Math.max(a - 1, 0));
              } else if (e.key === 'Home' || e.key === 'End') {
                e.preventDefault();
                setActive(e.key === 'Home' ? 0 : hits.length - 1);
              } else if (e.key === 'Enter' && activeHit) {
                e.preventDefault();
                go(activeHit);
              }
            }}
            slotProps={{
              htmlInput: {
                'aria-label': wording.open[language], 'data-testid': 'global-search-input', dir: 'auto',
                role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': Boolean(hits?.length), 'aria-controls': listboxId,
                'aria-activedescendant': activeHit ? optionId(active) : undefined,
              },
              input: {
                startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment>,
                endAdornment: loading ? <InputAdornment position="end"><CircularProgress size={18} /></InputAdornment> : null,
              },
            }}
          />
          <Box sx={{ maxHeight: '60vh', overflowY: 'auto', mt: 1 }} data-testid="global-search-results">
            {failed && <Typography color="error" sx={{ p: 1 }}>{wording.failed[language]}</Typography>}
            {!failed && hits && !hits.length && <Typography color="text.secondary" sx={{ p: 1 }}>{wording.nothing[language]}</Typography>}
            {/* answers grouped by kind, each group named by its heading */}
            <Box id={listboxId} role="listbox" aria-label={wording.answers[language]}>
              {groups.map((g) => (
                <List
                  key={g.kind}
                  dense
                  role="group"
                  aria-labelledby={`${ids}-kind-${g.kind}`}
                  subheader={<ListSubheader disableSticky id={`${ids}-kind-${g.kind}`} role="presentation">{kindNames[g.kind][language]}</ListSubheader>}
                >
                  {g.items.map(({ hit, index }) => (
                    <ListItem key={`${hit.kind}:${hit.id}`} disablePadding role="none">
                      <ListItemButton
                        id={optionId(index)}
                        role="option"
                        tabIndex={-1}
                        aria-selected={index === active}
                        selected={index === active}
                        onClick={() => go(hit)}
                        onMouseMove={() => setActive(index)}
                        data-testid="global-search-hit"
                      >
                        <ListItemText primary={isolatedParts(title(hit))} secondary={isolatedParts(subtitle(hit))} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              ))}
            </Box>
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
};
