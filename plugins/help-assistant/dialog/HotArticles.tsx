import { useEffect, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { navigationRef, useService } from '@portico/sdk';
import type { HelpApi, HotArticle } from '../api';
import { HELP_LIMITS } from '../constants';
import { MESSAGES } from '../messages';

const useStyles = makeStyles({
  carousel: {
    flexShrink: 0,
    height: `${HELP_LIMITS.carouselHeightPx}px`,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  slide: { height: '100%', flexGrow: 1, objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, minWidth: 0 },
  // An article whose picture is on a host the portal does not load from shows its title instead.
  slideText: {
    height: '100%',
    flexGrow: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    textAlign: 'center',
  },
});

/** The hot articles carousel (spec §9: 173 px high); nothing while there are none or they failed. */
export function HotArticles({ api }: { readonly api: HelpApi }) {
  const styles = useStyles();
  const navigation = useService(navigationRef);
  const [articles, setArticles] = useState<HotArticle[]>([]);
  const [slide, setSlide] = useState(0);

  useEffect(() => {
    api.hotArticles().then(setArticles, () => undefined);
  }, [api]);

  const article = articles.length ? articles[slide % articles.length] : undefined;
  if (!article) return null;
  return (
    <section aria-label={MESSAGES.hot} className={styles.carousel}>
      <Button
        appearance="subtle"
        aria-label={MESSAGES.previous}
        icon={<ChevronLeft20Regular />}
        onClick={() => setSlide((s) => (s + articles.length - 1) % articles.length)}
      />
      {/* Server content: a picture only from the portal's, the API's or an allowed https host. */}
      {navigation.isSafeImage(article.image) ? (
        <img className={styles.slide} src={article.image} alt={article.title || MESSAGES.hot} />
      ) : (
        <span className={styles.slideText}>{article.title || MESSAGES.hot}</span>
      )}
      <Button
        appearance="subtle"
        aria-label={MESSAGES.next}
        icon={<ChevronRight20Regular />}
        onClick={() => setSlide((s) => (s + 1) % articles.length)}
      />
    </section>
  );
}
