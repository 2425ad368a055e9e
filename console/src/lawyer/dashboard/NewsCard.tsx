import { useState } from 'react';
import { Alert, Avatar, Box, Button, Card, CardContent, CardHeader, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import { EmptyState } from '../../components/lists/EmptyState';
import { excerpt } from '../../components/display/excerpt';
import { useLocalized } from '../../components/display/localized';
import { usePhrase } from '../../components/messages/wordingHook';
import { formatDate, formatNumber } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language';
import { usePublishedNews, type NewsArticle } from './api';
import { useDashboardWording } from './i18n';
import { NEWS_EXCERPT_LENGTH, NEWS_LIMIT } from './limits';

/** The firm's published news: the latest 4 with a 100-character excerpt, and all of them in a dialog. */
export const NewsCard = () => {
  const { news: w } = useDashboardWording();
  const phrase = usePhrase();
  const language = useLanguage();
  const { data = [], isPending, error } = usePublishedNews();
  const [showAll, setShowAll] = useState(false);

  return (
    <Card variant="outlined" component="section" aria-label={w.title} data-testid="news">
      <CardHeader
        title={w.title}
        avatar={<NewspaperIcon color="primary" />}
        slotProps={{ title: { variant: 'h6', component: 'h2', sx: { fontSize: '1.05rem', fontWeight: 600 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Alert severity="error">{error.message}</Alert>
        ) : !isPending && data.length === 0 ? (
          <EmptyState title={w.empty} icon={<NewspaperIcon fontSize="inherit" />} />
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {data.slice(0, NEWS_LIMIT).map((article) => (
              <NewsItem key={article.id} article={article} preview />
            ))}
          </Stack>
        )}
        {data.length > NEWS_LIMIT && (
          <Button fullWidth variant="outlined" sx={{ mt: 2 }} onClick={() => setShowAll(true)}>
            {phrase(w.viewAll, { count: formatNumber(data.length, language) })}
          </Button>
        )}
      </CardContent>
      {showAll && (
        <Dialog open onClose={() => setShowAll(false)} fullWidth maxWidth="md" aria-labelledby="all-news-title">
          <DialogTitle id="all-news-title">{w.allNews}</DialogTitle>
          <DialogContent dividers>
            <Stack divider={<Divider flexItem />} spacing={2}>
              {data.map((article) => (
                <NewsItem key={article.id} article={article} />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={() => setShowAll(false)}>
              {w.close}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Card>
  );
};

/** An article: image, title, content (cut to 100 characters in the preview) and date. */
const NewsItem = ({ article, preview = false }: { article: NewsArticle; preview?: boolean }) => {
  const localized = useLocalized();
  const language = useLanguage();
  const content = localized(article, 'content');
  const size = preview ? 56 : 96;
  return (
    <Box component="article" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }} data-testid="news-item">
      <Avatar variant="rounded" src={article.imageUrl ?? undefined} alt="" sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'primary.main' }}>
        <NewspaperIcon />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600, lineHeight: 1.35 }}>
          {localized(article, 'title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ my: 0.25 }}>
          {preview ? excerpt(content, NEWS_EXCERPT_LENGTH) : content}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="time" dateTime={article.createdAt}>
          {formatDate(article.createdAt, language)}
        </Typography>
      </Box>
    </Box>
  );
};
